import { useId } from 'react';
import { inputClasses } from '../Field.js';
import type { ListState, SortDirection } from './list-state.js';

export interface SortOption<K extends string> {
  column: K;
  label: string;
}

const DIRECTIONS: readonly [SortDirection, string][] = [
  ['asc', 'crescente'],
  ['desc', 'decrescente'],
];

/** The same sort as the column headers, for layouts without them (the phone's cards). */
export function SortSelect<K extends string>({
  options,
  state,
  onSort,
  className = '',
}: {
  options: readonly SortOption<K>[];
  state: ListState<K>;
  onSort: (column: K, dir: SortDirection) => void;
  className?: string;
}) {
  const id = useId();
  const choices = options.flatMap(({ column, label }) => DIRECTIONS.map(([dir, words]) => ({ value: `${column}:${dir}`, column, dir, text: `${label}, ${words}` })));
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted">
        Ordina per
      </label>
      <select
        id={id}
        value={`${state.sort}:${state.dir}`}
        onChange={(event) => {
          const choice = choices.find((candidate) => candidate.value === event.target.value);
          if (choice) onSort(choice.column, choice.dir);
        }}
        className={`${inputClasses} w-auto py-1.5`}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    </div>
  );
}

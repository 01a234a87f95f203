import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ListState, SortDirection } from './list-state.js';

interface SortHeaderProps<K extends string> {
  label: string;
  column: K;
  state: ListState<K>;
  onSort: (column: K, firstDirection?: SortDirection) => void;
  /** Where a first click starts: dates and numbers read best from the largest. */
  firstDirection?: SortDirection;
  align?: 'left' | 'right';
}

/** A column header that sorts: a button inside the header cell, the order told by aria-sort. */
export function SortHeader<K extends string>({ label, column, state, onSort, firstDirection, align = 'left' }: SortHeaderProps<K>) {
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-4 py-3 font-medium ${align === 'right' ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(column, firstDirection)}
        className={`inline-flex items-center gap-1.5 rounded uppercase tracking-wider hover:text-ink ${active ? 'text-ink' : ''}`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-40'}`} />
      </button>
    </th>
  );
}

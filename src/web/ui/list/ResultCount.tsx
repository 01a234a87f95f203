import { countOf } from '../../../shared/index.js';

interface ResultCountProps {
  total: number;
  /** 'utente' / 'utenti': the noun agrees with the number. */
  one: string;
  many: string;
  search: string;
}

/** How many items the search found, announced as it changes. */
export function ResultCount({ total, one, many, search }: ResultCountProps) {
  const text = total === 0 && search.trim() ? `Nessun risultato per “${search.trim()}”` : countOf(total, one, many);
  return (
    <p role="status" className="text-sm text-muted tabular-nums">
      {text}
    </p>
  );
}

import type { ReactNode } from 'react';
import { ResultCount } from './ResultCount.js';
import { SearchBox } from './SearchBox.js';

interface ListToolbarProps {
  searchLabel: string;
  placeholder: string;
  /** The search as applied. */
  search: string;
  onSearch: (search: string) => void;
  total: number;
  /** The counted noun, singular and plural ('utente', 'utenti'). */
  noun: readonly [string, string];
  /** Actions on the whole list, beside the count (e.g. an export). */
  children?: ReactNode;
}

/** Above a list: its search box, how many it found, and the list's own actions. */
export function ListToolbar({ searchLabel, placeholder, search, onSearch, total, noun, children }: ListToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <SearchBox label={searchLabel} placeholder={placeholder} value={search} onSearch={onSearch} />
      <div className="flex items-center gap-4">
        <ResultCount total={total} one={noun[0]} many={noun[1]} search={search} />
        {children}
      </div>
    </div>
  );
}

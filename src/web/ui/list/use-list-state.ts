import { useCallback, useState } from 'react';
import { searchedFor, sortedBy, type ListState, type SortDirection } from './list-state.js';

/** A list's search, sort and page, with stable setters for the controls. */
export function useListState<K extends string>(initial: { sort: K; dir: SortDirection }) {
  const [state, setState] = useState<ListState<K>>({ search: '', page: 1, ...initial });
  const setSearch = useCallback((search: string) => setState((current) => searchedFor(current, search)), []);
  const sortBy = useCallback(
    (column: K, firstDirection?: SortDirection) => setState((current) => sortedBy(current, column, firstDirection)),
    [],
  );
  const setSort = useCallback((sort: K, dir: SortDirection) => setState((current) => ({ ...current, sort, dir, page: 1 })), []);
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  return { state, setSearch, sortBy, setSort, setPage };
}

export type ListControls<K extends string> = ReturnType<typeof useListState<K>>;

/**
 * Search, sort and page state of a list, shared by the administrator's tables (issue 6.9). Pure, so
 * the rules are tested without a browser; the users table applies it in the browser (localPage),
 * the catalogue log sends it to the server.
 */
import type { SortDirection } from '../../../shared/schemas/admin-lists.js';

export type { SortDirection };

export interface ListState<K extends string> {
  /** The search as applied (after the debounce). */
  search: string;
  sort: K;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The active column flips its direction; another column starts at its natural one. */
export function sortedBy<K extends string>(state: ListState<K>, column: K, firstDirection: SortDirection = 'asc'): ListState<K> {
  const dir = state.sort === column ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDirection;
  return { ...state, sort: column, dir, page: 1 };
}

/** A new search starts again from page 1. */
export function searchedFor<K extends string>(state: ListState<K>, search: string): ListState<K> {
  return state.search === search ? state : { ...state, search, page: 1 };
}

/** Case and accents do not matter: 'citta' finds 'Città'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it-IT');
}

const collator = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });
export const compareText = (a: string, b: string): number => collator.compare(a, b);

export interface LocalListSpec<T, K extends string> {
  /** The texts a search looks in. */
  searchable: (item: T) => readonly string[];
  /** Ascending order per sort key. */
  compare: Record<K, (a: T, b: T) => number>;
  pageSize: number;
}

export interface ListPage<T> {
  items: T[];
  /** Items matching the search, over all pages. */
  total: number;
  /** The page shown: the asked one, brought inside 1..pages when the list shrank. */
  page: number;
  pages: number;
}

/** Searches, sorts and pages a list held in the browser (a few hundred items at most). */
export function localPage<T, K extends string>(items: readonly T[], state: ListState<K>, spec: LocalListSpec<T, K>): ListPage<T> {
  const needle = foldForSearch(state.search.trim());
  const found = needle ? items.filter((item) => spec.searchable(item).some((text) => foldForSearch(text).includes(needle))) : [...items];
  const ascending = spec.compare[state.sort];
  const sign = state.dir === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable: equal items keep the server's order in both directions.
  found.sort((a, b) => sign * ascending(a, b));
  const pages = pageCount(found.length, spec.pageSize);
  const page = Math.min(Math.max(1, state.page), pages);
  return { items: found.slice((page - 1) * spec.pageSize, page * spec.pageSize), total: found.length, page, pages };
}

import { describe, expect, it } from 'vitest';
import { compareText, foldForSearch, localPage, pageCount, searchedFor, sortedBy, type ListState, type LocalListSpec } from './list-state.js';

interface Row {
  name: string;
  n: number;
}
type Key = 'name' | 'n';

const SPEC: LocalListSpec<Row, Key> = {
  searchable: (row) => [row.name],
  compare: { name: (a, b) => compareText(a.name, b.name), n: (a, b) => a.n - b.n },
  pageSize: 2,
};
const ROWS: Row[] = [
  { name: 'Zeta', n: 1 },
  { name: 'Città', n: 3 },
  { name: 'alfa', n: 3 },
  { name: 'Beta', n: 2 },
  { name: 'citta vecchia', n: 5 },
];
const start: ListState<Key> = { search: '', sort: 'name', dir: 'asc', page: 1 };

describe('list state', () => {
  it('a click on the active column flips it; another column starts at its first direction, on page 1', () => {
    const onPage3 = { ...start, page: 3 };
    expect(sortedBy(onPage3, 'name')).toEqual({ ...start, dir: 'desc' });
    expect(sortedBy(onPage3, 'n', 'desc')).toEqual({ ...start, sort: 'n', dir: 'desc' });
    expect(sortedBy(sortedBy(start, 'n'), 'n')).toEqual({ ...start, sort: 'n', dir: 'desc' });
  });

  it('a new search goes back to page 1; the same search changes nothing', () => {
    const onPage2 = { ...start, page: 2 };
    expect(searchedFor(onPage2, 'x')).toEqual({ ...start, search: 'x' });
    expect(searchedFor(onPage2, '')).toBe(onPage2);
  });

  it('counts pages, one at least', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });

  it('searches without case or accents', () => {
    expect(foldForSearch('Città È')).toBe('citta e');
    expect(localPage(ROWS, { ...start, search: ' CITTA ' }, SPEC).items.map((row) => row.name)).toEqual(['Città', 'citta vecchia']);
  });

  it('sorts the Italian way, equal keys keeping their order in both directions', () => {
    const names = (state: ListState<Key>) => localPage(ROWS, state, { ...SPEC, pageSize: 10 }).items.map((row) => row.name);
    expect(names(start)).toEqual(['alfa', 'Beta', 'Città', 'citta vecchia', 'Zeta']);
    expect(names({ ...start, sort: 'n', dir: 'asc' })).toEqual(['Zeta', 'Beta', 'Città', 'alfa', 'citta vecchia']);
    expect(names({ ...start, sort: 'n', dir: 'desc' })).toEqual(['citta vecchia', 'Città', 'alfa', 'Beta', 'Zeta']);
  });

  it('pages, and brings a page beyond the end back to the last one', () => {
    expect(localPage(ROWS, { ...start, page: 2 }, SPEC)).toEqual({
      items: [
        { name: 'Città', n: 3 },
        { name: 'citta vecchia', n: 5 },
      ],
      total: 5,
      page: 2,
      pages: 3,
    });
    expect(localPage(ROWS, { ...start, page: 9 }, SPEC)).toMatchObject({ items: [{ name: 'Zeta', n: 1 }], page: 3, pages: 3 });
    expect(localPage([], start, SPEC)).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });
});

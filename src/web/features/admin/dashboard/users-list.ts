/**
 * How the administrator's user table is searched, sorted and paged: in the browser, since the
 * users are a few hundred at most and GET /api/admin/users keeps the spec's array answer
 * (docs/decisions/0615-admin-lists-paging-and-search.md).
 */
import type { PublicUser } from '../../../../shared/index.js';
import { compareText, type LocalListSpec } from '../../../ui/list/list-state.js';
import type { SortOption } from '../../../ui/list/SortSelect.js';

export type UserSort = 'nomeAzienda' | 'nomePersona' | 'username' | 'email' | 'telefono' | 'crediti' | 'createdAt';

const byText = (field: 'nomeAzienda' | 'nomePersona' | 'username' | 'email' | 'telefono') => (a: PublicUser, b: PublicUser) =>
  compareText(a[field], b[field]);

export const USER_LIST: LocalListSpec<PublicUser, UserSort> = {
  searchable: (user) => [user.nomeAzienda, user.nomePersona, user.username, user.email, user.telefono],
  compare: {
    nomeAzienda: byText('nomeAzienda'),
    nomePersona: byText('nomePersona'),
    username: byText('username'),
    email: byText('email'),
    telefono: byText('telefono'),
    crediti: (a, b) => a.crediti - b.crediti,
    // ISO 8601 in UTC sorts as text.
    createdAt: (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
  },
  pageSize: 20,
};

/** Newest first until a column is chosen: a user just created is at the top of page 1. */
export const USER_LIST_START = { sort: 'createdAt', dir: 'desc' } as const satisfies { sort: UserSort; dir: 'asc' | 'desc' };

/** On a phone the cards have no column headers: the same sorts from a menu. */
export const USER_SORT_OPTIONS: readonly SortOption<UserSort>[] = [
  { column: 'createdAt', label: 'Data di creazione' },
  { column: 'nomeAzienda', label: 'Azienda' },
  { column: 'nomePersona', label: 'Persona' },
  { column: 'username', label: 'Username' },
  { column: 'email', label: 'Email' },
  { column: 'telefono', label: 'Telefono' },
  { column: 'crediti', label: 'Crediti' },
];

import { LIMITS, MESSAGES, type AdminUser } from '../../../../shared/index.js';
import { localPage } from '../../../ui/list/list-state.js';
import { ListToolbar } from '../../../ui/list/ListToolbar.js';
import { Pager } from '../../../ui/list/Pager.js';
import { SortHeader } from '../../../ui/list/SortHeader.js';
import { SortSelect } from '../../../ui/list/SortSelect.js';
import { useListState, type ListControls } from '../../../ui/list/use-list-state.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAdminUsers, useSetCredits } from './admin-data.js';
import { CreditsBadge } from './CreditsBadge.js';
import { InlineNumberEdit } from './InlineNumberEdit.js';
import { parseCredits } from './number-input.js';
import { AccountStateBadge } from './user-actions/AccountStateBadge.js';
import { UserActions } from './user-actions/UserActions.js';
import { USER_LIST, USER_LIST_START, USER_SORT_OPTIONS, type UserSort } from './users-list.js';

const COLUMNS: { label: string; sort?: UserSort; firstDirection?: 'desc' }[] = [
  { label: 'Azienda', sort: 'nomeAzienda' },
  { label: 'Persona', sort: 'nomePersona' },
  { label: 'Username', sort: 'username' },
  { label: 'Email', sort: 'email' },
  { label: 'Telefono', sort: 'telefono' },
  { label: 'Crediti', sort: 'crediti', firstDirection: 'desc' },
  { label: 'Azioni' },
];

/** The pencil, number input, confirm and cancel of spec 2's inline credits edit. */
function CreditsEdit({ user }: { user: AdminUser }) {
  const setCredits = useSetCredits();
  return (
    <InlineNumberEdit
      value={user.crediti}
      label={`crediti di ${user.username}`}
      min={0}
      max={LIMITS.creditsMax}
      parse={parseCredits}
      rangeMessage={MESSAGES.validation.creditsRange}
      pending={setCredits.isPending}
      onSave={(crediti) => setCredits.mutate({ id: user.id, crediti })}
    />
  );
}

/** On a phone every user is a card: nothing to scroll sideways, the edit at thumb's reach. */
function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Utenti">
      {users.map((user) => (
        <li key={user.id} className="rounded-xl border border-line p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{user.nomeAzienda}</p>
              <p className="truncate text-sm text-muted">{user.nomePersona}</p>
            </div>
            <CreditsBadge credits={user.crediti} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Username</dt>
            <dd className="truncate font-mono text-xs leading-5">
              {user.username}
              <AccountStateBadge user={user} />
            </dd>
            <dt className="text-muted">Email</dt>
            <dd className="truncate">{user.email}</dd>
            <dt className="text-muted">Telefono</dt>
            <dd>{user.telefono}</dd>
          </dl>
          <div className="mt-2 flex items-center justify-end gap-2 text-sm text-muted">
            Crediti
            <CreditsEdit user={user} />
          </div>
          <div className="mt-1 flex justify-end">
            <UserActions user={user} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec 2: 'Gestione Utenti', a table from tablet width up. */
function UserTable({ users, list }: { users: AdminUser[]; list: ListControls<UserSort> }) {
  return (
    <div className="hidden overflow-x-auto md:block" role="region" aria-label="Tabella utenti" tabIndex={0}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
          <tr>
            {COLUMNS.map(({ label, sort, firstDirection }) =>
              sort ? (
                <SortHeader key={label} label={label} column={sort} firstDirection={firstDirection} state={list.state} onSort={list.sortBy} />
              ) : (
                <th key={label} scope="col" className="px-4 py-3 font-medium">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => (
            <tr key={user.id} className="hover:bg-paper/60">
              <td className="px-4 py-3 font-medium">{user.nomeAzienda}</td>
              <td className="px-4 py-3">{user.nomePersona}</td>
              <td className="px-4 py-3 font-mono text-xs">
                {user.username}
                <AccountStateBadge user={user} />
              </td>
              <td className="px-4 py-3">{user.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{user.telefono}</td>
              <td className="px-4 py-3">
                <CreditsBadge credits={user.crediti} />
              </td>
              <td className="px-4 py-3">
                {/* Wraps while the credits are edited, so the row never runs past the table. */}
                <div className="flex flex-wrap items-center gap-1">
                  <CreditsEdit user={user} />
                  <UserActions user={user} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UsersTable() {
  const { data: users, isPending, isError } = useAdminUsers();
  const list = useListState<UserSort>(USER_LIST_START);
  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">Impossibile caricare gli utenti.</p>;
  if (users.length === 0) return <p className="text-muted">Nessun utente. Crea il primo con "Aggiungi Utente".</p>;
  const shown = localPage(users, list.state, USER_LIST);
  return (
    <>
      <ListToolbar
        searchLabel="Cerca utenti"
        placeholder="Cerca azienda, nome, username…"
        search={list.state.search}
        onSearch={list.setSearch}
        total={shown.total}
        noun={['utente', 'utenti']}
      >
        <SortSelect className="md:hidden" options={USER_SORT_OPTIONS} state={list.state} onSort={list.setSort} />
      </ListToolbar>
      <UserCards users={shown.items} />
      {shown.total > 0 && <UserTable users={shown.items} list={list} />}
      <Pager label="Pagine degli utenti" page={shown.page} pages={shown.pages} onPage={list.setPage} />
    </>
  );
}

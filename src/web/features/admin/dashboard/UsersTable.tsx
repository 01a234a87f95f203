import { LIMITS, type AdminUser } from '../../../../shared/index.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAdminUsers, useSetCredits } from './admin-data.js';
import { CreditsBadge } from './CreditsBadge.js';
import { InlineNumberEdit } from './InlineNumberEdit.js';
import { parseCredits } from './number-input.js';
import { AccountStateBadge } from './user-actions/AccountStateBadge.js';
import { UserActions } from './user-actions/UserActions.js';

const COLUMNS = ['Azienda', 'Persona', 'Username', 'Email', 'Telefono', 'Crediti', 'Azioni'];

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
function UserTable({ users }: { users: AdminUser[] }) {
  return (
    <div className="hidden overflow-x-auto md:block" role="region" aria-label="Tabella utenti" tabIndex={0}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
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
              <td className="px-4 py-3 whitespace-nowrap">
                <CreditsEdit user={user} />
                <UserActions user={user} />
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
  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">Impossibile caricare gli utenti.</p>;
  if (users.length === 0) return <p className="text-muted">Nessun utente. Crea il primo con "Aggiungi Utente".</p>;
  return (
    <>
      <UserCards users={users} />
      <UserTable users={users} />
    </>
  );
}

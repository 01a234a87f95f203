import { LIMITS } from '../../../../shared/index.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useAdminUsers, useSetCredits } from './admin-data.js';
import { CreditsBadge } from './CreditsBadge.js';
import { InlineNumberEdit } from './InlineNumberEdit.js';
import { parseCredits } from './number-input.js';

const COLUMNS = ['Azienda', 'Persona', 'Username', 'Email', 'Telefono', 'Crediti', 'Azioni'];

/** Spec 2: 'Gestione Utenti', scrolling sideways on a phone rather than squeezing the columns. */
export function UsersTable() {
  const { data: users, isPending, isError } = useAdminUsers();
  const setCredits = useSetCredits();
  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">Impossibile caricare gli utenti.</p>;
  if (users.length === 0) return <p className="text-muted">Nessun utente. Crea il primo con "Aggiungi Utente".</p>;
  return (
    <>
      <p className="mb-3 text-xs text-muted md:hidden">Scorri la tabella di lato per vedere crediti e azioni.</p>
      <div className="-mx-4 overflow-x-auto sm:mx-0" role="region" aria-label="Tabella utenti" tabIndex={0}>
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
                <td className="px-4 py-3 font-mono text-xs">{user.username}</td>
                <td className="px-4 py-3">{user.email}</td>
                <td className="px-4 py-3 whitespace-nowrap">{user.telefono}</td>
                <td className="px-4 py-3">
                  <CreditsBadge credits={user.crediti} />
                </td>
                <td className="px-4 py-3">
                  <InlineNumberEdit
                    value={user.crediti}
                    label={`crediti di ${user.username}`}
                    min={0}
                    max={LIMITS.creditsMax}
                    parse={parseCredits}
                    pending={setCredits.isPending}
                    onSave={(crediti) => setCredits.mutate({ id: user.id, crediti })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

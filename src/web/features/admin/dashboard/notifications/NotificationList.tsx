import type { ReactNode } from 'react';
import { countOf, creditsCount, LOW_CREDITS_THRESHOLD, type AdminNotifications, type NotifiedUser } from '../../../../../shared/index.js';

function Who({ user }: { user: NotifiedUser }) {
  return (
    <>
      <span className="font-mono text-xs font-medium">{user.username}</span>
      {user.nomeAzienda && <span className="text-muted"> · {user.nomeAzienda}</span>}
    </>
  );
}

function Group({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide">
        {title}
        {summary && <span className="font-normal text-muted"> — {summary}</span>}
      </h3>
      <ul className="grid gap-1.5 text-sm">{children}</ul>
    </section>
  );
}

/** The panel's lines: who generated catalogues, who ran out, who is running low (issue 6.10). */
export function NotificationList({ notifications }: { notifications: AdminNotifications }) {
  const { newCatalogs, outOfCredits, lowCredits } = notifications;
  if (notifications.count === 0) return <p className="text-sm text-muted">Nessuna novità dall’ultima visita.</p>;
  return (
    <div className="grid gap-5">
      {newCatalogs.byUser.length > 0 && (
        <Group title="Nuovi cataloghi" summary={countOf(newCatalogs.total, 'catalogo generato', 'cataloghi generati')}>
          {newCatalogs.byUser.map((entry) => (
            <li key={entry.userId ?? `eliminato-${entry.username}`}>
              <Who user={entry} />: {countOf(entry.catalogs, 'catalogo', 'cataloghi')}
            </li>
          ))}
        </Group>
      )}
      {outOfCredits.length > 0 && (
        <Group title="Crediti esauriti">
          {outOfCredits.map((user) => (
            <li key={user.userId ?? user.username}>
              <Who user={user} />: {creditsCount(0)}
            </li>
          ))}
        </Group>
      )}
      {lowCredits.length > 0 && (
        <Group title={`Crediti in esaurimento (${LOW_CREDITS_THRESHOLD} o meno)`}>
          {lowCredits.map((user) => (
            <li key={user.userId ?? user.username}>
              <Who user={user} />: {countOf(user.crediti, 'credito rimasto', 'crediti rimasti')}
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}

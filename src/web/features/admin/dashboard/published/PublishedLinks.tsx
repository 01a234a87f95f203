import { Button } from '../../../../ui/Button.js';
import { Spinner } from '../../../../ui/Spinner.js';
import { PublishLimitsForm } from './PublishLimitsForm.js';
import { useBlockLink, usePublishedLinks } from './published-links-data.js';

const STATUS = { live: 'Attivo', disabled: 'Disattivato dal cliente', blocked: 'Bloccato' } as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;

/** Issue 36.5: per user, the published links with their storage, views and orders; a link blocked for abuse answers 410 to its visitors. */
export function PublishedLinks() {
  const links = usePublishedLinks();
  const block = useBlockLink();
  const users = (links.data ?? []).filter((user) => user.links.length > 0);
  return (
    <section aria-labelledby="published-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6" data-testid="admin-published">
      <h2 id="published-title" className="font-display text-2xl">Cataloghi pubblicati</h2>
      <p className="mt-1 text-sm text-muted">I link online dei clienti. Un link bloccato non mostra più nulla a chi lo apre, e il cliente non può riattivarlo.</p>
      {links.isPending ? (
        <Spinner className="mt-4 size-5 text-accent" />
      ) : links.isError ? (
        <p className="mt-4 text-sm text-danger">Impossibile caricare i link pubblicati.</p>
      ) : users.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Nessun cliente ha pubblicato cataloghi.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th className="py-2 pr-4 font-medium">Cliente</th>
                <th className="py-2 pr-4 font-medium">Catalogo</th>
                <th className="py-2 pr-4 font-medium">Stato</th>
                <th className="py-2 pr-4 font-medium">Spazio</th>
                <th className="py-2 pr-4 font-medium">Visite</th>
                <th className="py-2 pr-4 font-medium">Ordini</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.flatMap((user) =>
                user.links.map((link, index) => (
                  <tr key={link.id} className="border-t border-line align-top">
                    <td className="py-2 pr-4">{index === 0 && <span className="font-medium">{user.nomeAzienda || user.username}</span>}</td>
                    <td className="py-2 pr-4">
                      <a href={link.path} target="_blank" rel="noreferrer" className="underline-offset-4 hover:underline">
                        {link.title || link.path}
                      </a>
                    </td>
                    <td className="py-2 pr-4">{STATUS[link.status]}</td>
                    <td className="py-2 pr-4 tabular-nums">{megabytes(link.storageBytes)}</td>
                    <td className="py-2 pr-4 tabular-nums">{link.views}</td>
                    <td className="py-2 pr-4 tabular-nums">{link.orders}</td>
                    <td className="py-2 text-right">
                      <Button size="sm" variant={link.status === 'blocked' ? 'outline' : 'danger'} disabled={block.isPending} onClick={() => block.mutate({ id: link.id, blocked: link.status !== 'blocked' })}>
                        {link.status === 'blocked' ? 'Sblocca' : 'Blocca'}
                        <span className="sr-only"> {link.title || link.path}</span>
                      </Button>
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
      <PublishLimitsForm />
    </section>
  );
}

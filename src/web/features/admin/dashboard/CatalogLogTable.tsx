import { formatDateTime } from '../../../ui/format-date.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useCatalogLogs } from './admin-data.js';

export function CatalogLogTable() {
  const { data: logs, isPending, isError } = useCatalogLogs();
  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">Impossibile caricare il log.</p>;
  if (logs.length === 0) return <p className="text-muted">Nessun catalogo generato finora.</p>;
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0" role="region" aria-label="Log dei cataloghi" tabIndex={0}>
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Data</th>
            <th scope="col" className="px-4 py-3 font-medium">Username</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Immagini</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {logs.map((log) => (
            <tr key={log.id}>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDateTime(log.dataGenerazione)}</td>
              <td className="px-4 py-3 font-mono text-xs">{log.username}</td>
              <td className="px-4 py-3 text-right tabular-nums">{log.numeroImmagini}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

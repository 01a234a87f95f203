import { Dialog } from '../../../../ui/Dialog.js';
import { Spinner } from '../../../../ui/Spinner.js';
import { formatDateTime } from '../../../../ui/format-date.js';
import { USER_ACTION_TEXTS as T } from './texts.js';
import type { UserDialogProps } from './user-dialog.js';
import { useCreditHistory } from './user-actions-data.js';

/** Mounted only while the dialog is open, so the ledger is read again at every opening. */
function HistoryTable({ userId }: { userId: string }) {
  const { data: entries, isPending, isError } = useCreditHistory(userId);
  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">{T.historyError}</p>;
  if (entries.length === 0) return <p className="text-muted">{T.historyEmpty}</p>;
  return (
    <div className="-mx-2 overflow-x-auto" role="region" aria-label={T.historyTitle} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">Data</th>
            <th scope="col" className="px-2 py-2 font-medium">Chi</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">Da</th>
            <th scope="col" className="px-2 py-2 text-right font-medium">A</th>
            <th scope="col" className="px-2 py-2 font-medium">Motivo</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-2 py-2 whitespace-nowrap tabular-nums">{formatDateTime(entry.createdAt)}</td>
              <td className="px-2 py-2">{entry.who}</td>
              <td className="px-2 py-2 text-right tabular-nums">{entry.creditsFrom}</td>
              <td className="px-2 py-2 text-right tabular-nums">{entry.creditsTo}</td>
              <td className="px-2 py-2">{entry.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who changed the user's credits, when, from what to what, and why (the credit ledger). */
export function CreditHistoryDialog({ user, open, onOpenChange }: UserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.historyTitle} description={T.historyDescription(user.username)}>
      <HistoryTable userId={user.id} />
    </Dialog>
  );
}

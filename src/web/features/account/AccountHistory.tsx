import { useId, type ReactNode } from 'react';
import { creditChangeLabel, type AccountHistoryResponse } from '../../../shared/index.js';
import { formatDateTime } from '../../ui/format-date.js';
import { pageCount } from '../../ui/list/list-state.js';
import { Pager } from '../../ui/list/Pager.js';
import { Spinner } from '../../ui/Spinner.js';
import { useAccountHistory } from './use-account-history.js';

type Page = AccountHistoryResponse['catalogs'] | AccountHistoryResponse['credits'];

interface HistoryListProps {
  title: string;
  empty: string;
  page: Page;
  onPage: (page: number) => void;
  columns: string[];
  children: ReactNode;
}

/** One titled, paged table of the history. */
function HistoryList({ title, empty, page, onPage, columns, children }: HistoryListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h4 id={titleId} className="text-sm font-semibold tracking-wide text-ink">
        {title}
      </h4>
      {page.total === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-labelledby={titleId}>
          <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={`py-2 pr-3 font-medium last:pr-0 ${index > 0 ? 'text-right' : ''}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">{children}</tbody>
        </table>
      )}
      <Pager label={`Pagine: ${title.toLowerCase()}`} page={page.page} pages={pageCount(page.total, page.pageSize)} onPage={onPage} />
    </section>
  );
}

const cell = 'py-2 pr-3 last:pr-0';

/** Issue 6.8: the user's catalogues and credit changes, newest first, dates in it-IT. */
export function AccountHistory() {
  const { history, showCatalogsPage, showCreditsPage } = useAccountHistory();
  if (history.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4 text-accent" /> Caricamento dello storico...
      </p>
    );
  }
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Impossibile caricare lo storico. Riprova più tardi.
      </p>
    );
  }
  const { catalogs, credits } = history.data;
  return (
    <div className="grid gap-6" aria-busy={history.isFetching}>
      <HistoryList title="Cataloghi generati" empty="Nessun catalogo generato finora." page={catalogs} onPage={showCatalogsPage} columns={['Data', 'Foto']}>
        {catalogs.items.map((catalog) => (
          <tr key={catalog.id} data-testid="catalog-history-row">
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatDateTime(catalog.dataGenerazione)}</td>
            <td className={`${cell} text-right tabular-nums`}>{catalog.numeroImmagini}</td>
          </tr>
        ))}
      </HistoryList>
      <HistoryList title="Movimenti di crediti" empty="Nessun movimento di crediti finora." page={credits} onPage={showCreditsPage} columns={['Data', 'Causale', 'Crediti']}>
        {credits.items.map((change) => (
          <tr key={change.id} data-testid="credit-history-row">
            <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatDateTime(change.createdAt)}</td>
            <td className={`${cell} text-right`}>{creditChangeLabel(change)}</td>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
              <span aria-hidden="true">
                {change.creditsFrom} → {change.creditsTo}
              </span>
              <span className="sr-only">
                da {change.creditsFrom} a {change.creditsTo}
              </span>
            </td>
          </tr>
        ))}
      </HistoryList>
    </div>
  );
}

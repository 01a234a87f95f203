import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { CATALOG_LOG_COLUMNS, type CatalogLogSort } from '../../../../shared/index.js';
import { adminApi } from '../../../api/admin-api.js';
import { buttonClasses } from '../../../ui/Button.js';
import { pageCount } from '../../../ui/list/list-state.js';
import { ListToolbar } from '../../../ui/list/ListToolbar.js';
import { Pager } from '../../../ui/list/Pager.js';
import { SortHeader } from '../../../ui/list/SortHeader.js';
import { useListState } from '../../../ui/list/use-list-state.js';
import { Spinner } from '../../../ui/Spinner.js';
import { LOG_LIST_START, logSearchParams, useCatalogLogPage } from './catalog-log-data.js';
import { formatDateTime } from '../../../ui/format-date.js';

/** Spec 2 'Log Cataloghi Generati', searched, sorted and paged on the server (issue 6.9). */
export function CatalogLogTable() {
  const list = useListState<CatalogLogSort>(LOG_LIST_START);
  const { state, setPage } = list;
  const { data, isPending, isError, isPlaceholderData } = useCatalogLogPage(logSearchParams(state));
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // The log shrank under the page being read (a reset elsewhere): show its last page instead.
  useEffect(() => {
    if (data && state.page > pages) setPage(pages);
  }, [data, state.page, pages, setPage]);

  if (isPending) return <Spinner className="size-6 text-accent" />;
  if (isError) return <p role="alert" className="text-danger">Impossibile caricare il log.</p>;
  if (data.total === 0 && !state.search) return <p className="text-muted">Nessun catalogo generato finora.</p>;
  const header = { state, onSort: list.sortBy };
  return (
    <>
      <ListToolbar
        searchLabel="Cerca nel log per username"
        placeholder="Cerca username…"
        search={state.search}
        onSearch={list.setSearch}
        total={data.total}
        noun={['catalogo', 'cataloghi']}
      >
        <a href={adminApi.catalogLogCsvUrl({ q: state.search, sort: state.sort, dir: state.dir })} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </ListToolbar>
      {data.items.length > 0 && (
        // The previous page stays on screen, dimmed and busy, until the asked one arrives.
        <div
          className={`-mx-4 overflow-x-auto transition-opacity sm:mx-0 ${isPlaceholderData ? 'opacity-60' : ''}`}
          role="region"
          aria-label="Log dei cataloghi"
          aria-busy={isPlaceholderData}
          tabIndex={0}
        >
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wider text-muted">
              <tr>
                <SortHeader label={CATALOG_LOG_COLUMNS.dataGenerazione} column="dataGenerazione" firstDirection="desc" {...header} />
                <SortHeader label={CATALOG_LOG_COLUMNS.username} column="username" {...header} />
                <SortHeader label={CATALOG_LOG_COLUMNS.numeroImmagini} column="numeroImmagini" firstDirection="desc" align="right" {...header} />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.items.map((log) => (
                <tr key={log.id}>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDateTime(log.dataGenerazione)}</td>
                  <td className="px-4 py-3 font-mono text-xs">{log.username}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{log.numeroImmagini}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager label="Pagine del log" page={Math.min(state.page, pages)} pages={pages} onPage={setPage} />
    </>
  );
}

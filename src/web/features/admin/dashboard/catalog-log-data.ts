import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogLogSearchParams, CatalogLogSort } from '../../../../shared/index.js';
import { adminApi } from '../../../api/admin-api.js';
import { queryKeys } from '../../../api/user-api.js';
import type { ListState } from '../../../ui/list/list-state.js';

export const LOG_PAGE_SIZE = 20;
/** Newest first, as the spec's log reads. */
export const LOG_LIST_START = { sort: 'dataGenerazione', dir: 'desc' } as const satisfies Pick<ListState<CatalogLogSort>, 'sort' | 'dir'>;

export function logSearchParams(state: ListState<CatalogLogSort>): CatalogLogSearchParams {
  return { q: state.search, sort: state.sort, dir: state.dir, page: state.page, pageSize: LOG_PAGE_SIZE };
}

/** One page of the log from the server; the previous page stays on screen while the next loads. */
export function useCatalogLogPage(params: CatalogLogSearchParams) {
  return useQuery({
    queryKey: [...queryKeys.catalogLogs, 'search', params],
    queryFn: () => adminApi.searchCatalogLogs(params),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's counter reads the total of the log's first screen: the same request, no other. */
export function useCatalogCount(): number | undefined {
  const { data } = useCatalogLogPage(logSearchParams({ search: '', page: 1, ...LOG_LIST_START }));
  return data?.total;
}

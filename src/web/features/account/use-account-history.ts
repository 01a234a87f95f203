import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys, userApi, type HistoryPages } from '../../api/user-api.js';
import { useSignOutOnUnauthorized } from '../auth/session.js';

/**
 * The account's history, each list on its own page. Fetched again every time the account opens,
 * so a catalogue generated a moment ago is there; the page shown stays while the next one loads.
 */
export function useAccountHistory() {
  const [pages, setPages] = useState<HistoryPages>({ catalogsPage: 1, creditsPage: 1 });
  const query = useQuery({
    queryKey: [...queryKeys.accountHistory, pages],
    queryFn: () => userApi.history(pages),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  const signOutOnUnauthorized = useSignOutOnUnauthorized();
  const { error } = query;
  useEffect(() => {
    if (error) signOutOnUnauthorized(error);
  }, [error, signOutOnUnauthorized]);
  return {
    history: query,
    showCatalogsPage: (catalogsPage: number) => setPages((current) => ({ ...current, catalogsPage })),
    showCreditsPage: (creditsPage: number) => setPages((current) => ({ ...current, creditsPage })),
  };
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useState } from 'react';
import { BrowserRouter, StaticRouter, useLocation } from 'react-router';
import { createQueryClient } from '../api/query-client.js';
import { LoadingScreen } from '../ui/Spinner.js';
import { Toaster } from '../ui/Toaster.js';
import { AdminRoutes } from './AdminRoutes.js';
import { UserRoutes } from './UserRoutes.js';

/** Spec 2: two route trees, chosen by whether the path starts with /admin. */
function RouteTrees() {
  const { pathname } = useLocation();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return <Suspense fallback={<LoadingScreen />}>{isAdmin ? <AdminRoutes /> : <UserRoutes />}</Suspense>;
}

interface AppProps {
  /** A cache already holding what the server drew the page with (decision 1021). */
  queryClient?: QueryClient;
  /** The path the server draws; the browser's own address when absent. */
  location?: string;
}

export function App({ queryClient, location }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {location === undefined ? (
          <BrowserRouter>
            <RouteTrees />
          </BrowserRouter>
        ) : (
          <StaticRouter location={location}>
            <RouteTrees />
          </StaticRouter>
        )}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}

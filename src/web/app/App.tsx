import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouteTrees />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}

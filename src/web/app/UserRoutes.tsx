import { lazy, useDeferredValue } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import LoginPage from '../features/auth/LoginPage.js';
import { useCurrentUser } from '../features/auth/session.js';
import { LoadingScreen } from '../ui/Spinner.js';
import { useGeneratorScreen } from './use-generator-screen.js';

// Screens loaded on demand: the login page never loads the generator, its fonts or the PDF engine
// (issue 4, quality).
const FeaturesPage = lazy(() => import('../features/marketing/FeaturesPage.js'));
const NotFoundPage = lazy(() => import('../features/NotFoundPage.js'));
// Issue 36: the published links and the orders they bring.
const PublicationsPage = lazy(() => import('../features/publishing/PublicationsPage.js'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.js'));
const OrderDetailPage = lazy(() => import('../features/orders/OrderDetailPage.js'));

/** Spec 2, public and user tree. */
export function UserRoutes() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const GeneratorPage = useGeneratorScreen(Boolean(user) && pathname === '/');
  // The same user's new figures (the credits after a charge) render the generator as a transition,
  // in slices: rendered at once, the whole page held the main thread for 80-140 ms as the PDF was
  // handed over (issue 37.4). A different user, or none, shows at once.
  const deferredUser = useDeferredValue(user);
  if (isPending) return <LoadingScreen />;
  if (user) {
    const generatorUser = deferredUser?.username === user.username ? deferredUser : user;
    return (
      <Routes>
        <Route path="/" element={GeneratorPage ? <GeneratorPage user={generatorUser} /> : <LoadingScreen />} />
        <Route path="/pubblicati" element={<PublicationsPage user={user} />} />
        <Route path="/ordini" element={<OrdersPage user={user} />} />
        <Route path="/ordini/:id" element={<OrderDetailPage user={user} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path="/features" element={<FeaturesPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

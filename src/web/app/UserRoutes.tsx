import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import LoginPage from '../features/auth/LoginPage.js';
import { useCurrentUser } from '../features/auth/session.js';
import { LoadingScreen } from '../ui/Spinner.js';

// Lazy screens: the login page never loads the generator, its fonts or the PDF engine (issue 4, quality).
const FeaturesPage = lazy(() => import('../features/marketing/FeaturesPage.js'));
const GeneratorPage = lazy(() => import('../features/generator/GeneratorPage.js'));
const NotFoundPage = lazy(() => import('../features/NotFoundPage.js'));

/** Spec 2, public and user tree. */
export function UserRoutes() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (user) {
    return (
      <Routes>
        <Route path="/" element={<GeneratorPage user={user} />} />
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

import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentAdmin } from '../features/admin/admin-session.js';
import { LoadingScreen } from '../ui/Spinner.js';

const AdminLoginPage = lazy(() => import('../features/admin/AdminLoginPage.js'));
const AdminDashboardPage = lazy(() => import('../features/admin/dashboard/AdminDashboardPage.js'));
const AdminInitPage = lazy(() => import('../features/admin/AdminInitPage.js'));
const AdminResetPage = lazy(() => import('../features/admin/AdminResetPage.js'));
const AdminTestPage = lazy(() => import('../features/admin/AdminTestPage.js'));

/** Dashboard and reset need a signed-in administrator (spec 2; DECISIONS bootstrap). */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: admin, isPending } = useCurrentAdmin();
  if (isPending) return <LoadingScreen />;
  return admin ? children : <Navigate to="/admin" replace />;
}

/** The login, and every unknown /admin path, sends a signed-in administrator to the dashboard. */
function AdminEntry() {
  const { data: admin, isPending } = useCurrentAdmin();
  if (isPending) return <LoadingScreen />;
  return admin ? <Navigate to="/admin/dashboard" replace /> : <AdminLoginPage />;
}

/** Spec 2, administrator tree. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/dashboard" element={<RequireAdmin><AdminDashboardPage /></RequireAdmin>} />
      <Route path="/admin/reset" element={<RequireAdmin><AdminResetPage /></RequireAdmin>} />
      <Route path="/admin/init" element={<AdminInitPage />} />
      <Route path="/admin/test" element={<AdminTestPage />} />
      <Route path="*" element={<AdminEntry />} />
    </Routes>
  );
}

import { LogOut, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../../../../shared/index.js';
import { Brand } from '../../../ui/Brand.js';
import { Button } from '../../../ui/Button.js';
import { StickyHeader } from '../../../ui/StickyHeader.js';
import { TooltipProvider } from '../../../ui/Tooltip.js';
import { useAdminLogout, useCurrentAdmin, useSetupStatus } from '../admin-session.js';
import { CatalogLogTable } from './CatalogLogTable.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { CredentialsDialog } from './CredentialsDialog.js';
import { MaxImagesSetting } from './MaxImagesSetting.js';
import { PublishedLinks } from './published/PublishedLinks.js';
import { NotificationsButton } from './notifications/NotificationsButton.js';
import { StatsCards } from './StatsCards.js';
import { UsersTable } from './UsersTable.js';

/** Spec 2: the administrator panel. */
export default function AdminDashboardPage() {
  const { data: admin } = useCurrentAdmin();
  const { data: status } = useSetupStatus();
  const logout = useAdminLogout();
  const [credentialsOpen, setCredentialsOpen] = useState(false);
  const defaultsInForce = status?.defaultCredentialsActive === true;
  // DECISIONS bootstrap: while the default credentials are in force, arriving here opens the dialog.
  useEffect(() => {
    if (defaultsInForce) setCredentialsOpen(true);
  }, [defaultsInForce]);
  if (!admin) return null;
  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        <StickyHeader className="z-10 border-b border-line bg-paper/90 backdrop-blur">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-8">
            <Brand />
            <div className="flex items-center gap-2 sm:gap-3">
              <NotificationsButton />
              <p className="text-sm">
                <span className="sr-only">Amministratore: </span>
                <span className="font-medium" data-testid="admin-username">{admin.username}</span>
              </p>
              <CredentialsDialog open={credentialsOpen} onOpenChange={setCredentialsOpen} currentUsername={admin.username} />
              <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
                <LogOut aria-hidden="true" className="size-4" />
                {UI_TEXTS.logout.label}
              </Button>
            </div>
          </div>
        </StickyHeader>
        <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-8">
          <div>
            <h1 className="font-display text-4xl">Pannello di amministrazione</h1>
            <p className="mt-2 text-muted">Utenti, crediti e cataloghi generati.</p>
          </div>
          {defaultsInForce && (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-danger/40 bg-red-50 p-4 text-sm text-danger">
              <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
              <p className="flex-1">Stai usando le credenziali predefinite: cambiale subito per proteggere il pannello.</p>
              <Button size="sm" variant="danger" onClick={() => setCredentialsOpen(true)}>
                Cambia ora
              </Button>
            </div>
          )}
          <StatsCards />
          <section aria-labelledby="users-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
            <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
              <h2 id="users-title" className="font-display text-2xl">Gestione Utenti</h2>
              <CreateUserDialog />
            </div>
            <UsersTable />
          </section>
          <MaxImagesSetting />
          <PublishedLinks />
          <section aria-labelledby="logs-title" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
            <h2 id="logs-title" className="mb-6 font-display text-2xl">Log Cataloghi Generati</h2>
            <CatalogLogTable />
          </section>
          <p className="text-sm text-muted">
            Zona riservata: <Link to="/admin/reset" className="font-medium text-danger underline-offset-4 hover:underline">reset del database</Link>
          </p>
        </main>
      </div>
    </TooltipProvider>
  );
}

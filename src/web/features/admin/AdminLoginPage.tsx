import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../../../shared/index.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { buttonClasses } from '../../ui/Button.js';
import { LoginForm } from '../auth/LoginForm.js';
import { useAdminLogin, useSetupStatus } from './admin-session.js';

/** The default-credentials hint, only while the defaults are in force (DECISIONS bootstrap). */
function DefaultCredentialsHint() {
  const { data: status } = useSetupStatus();
  if (!status?.defaultCredentialsActive || !status.defaultUsername) return null;
  return (
    <aside aria-label="Credenziali predefinite" className="mt-8 flex gap-3 rounded-xl border border-line bg-accent-soft/60 p-4 text-sm">
      <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <p>
        Credenziali predefinite: username <strong className="font-mono">{status.defaultUsername}</strong>
        {status.defaultPassword && (
          <>
            , password <strong className="font-mono">{status.defaultPassword}</strong>
          </>
        )}
        . Cambiale subito dopo il primo accesso.
      </p>
    </aside>
  );
}

/** Spec 2: the administrator login. */
export default function AdminLoginPage() {
  const login = useAdminLogin();
  return (
    <AuthLayout eyebrow="Area amministratore">
      <h2 className="font-display text-3xl text-ink">Amministrazione</h2>
      <p className="mt-2 mb-8 text-sm text-muted">Gestisci utenti, crediti e impostazioni.</p>
      <LoginForm
        submitLabel={UI_TEXTS.admin.loginSubmit}
        pendingLabel={UI_TEXTS.login.pending}
        pending={login.isPending}
        onSubmit={(credentials) => login.mutate(credentials)}
      />
      <Link to="/admin/init" className={`${buttonClasses('outline')} mt-4 w-full`}>
        {UI_TEXTS.admin.initButton}
      </Link>
      <DefaultCredentialsHint />
    </AuthLayout>
  );
}

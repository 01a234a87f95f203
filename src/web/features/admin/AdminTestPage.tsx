import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MESSAGES, UI_TEXTS, type TestLoginResponse } from '../../../shared/index.js';
import { adminApi } from '../../api/admin-api.js';
import { isStatus, messageOf } from '../../api/http.js';
import { LoadingScreen } from '../../ui/Spinner.js';
import { toast } from '../../ui/toast-store.js';
import { LoginForm } from '../auth/LoginForm.js';
import { useSetupStatus } from './admin-session.js';
import { AdminShell } from './AdminShell.js';

function yesNo(value: boolean): string {
  return value ? 'Sì' : 'No';
}

function TestResult({ result }: { result: TestLoginResponse }) {
  const rows: [string, string][] = [
    ['Username', result.debug.username],
    ['Lunghezza password', String(result.debug.passwordLength)],
    ['Amministratore esistente', yesNo(result.debug.adminExists)],
    ['Password corretta', yesNo(result.debug.passwordMatch)],
  ];
  return (
    <section aria-labelledby="test-result" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id="test-result" className={`font-sans text-base font-semibold ${result.success ? 'text-success' : 'text-danger'}`}>
        {result.success ? 'Credenziali valide' : (result.error ?? UI_TEXTS.admin.testFailed)}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec 2: the credentials test, available only with ADMIN_DEBUG=true (DECISIONS bootstrap). */
export default function AdminTestPage() {
  const { data: status, isPending } = useSetupStatus();
  const test = useMutation({
    mutationFn: adminApi.testLogin,
    onError: (error) => {
      toast({ title: UI_TEXTS.admin.testFailed, description: messageOf(error, UI_TEXTS.admin.testError), variant: 'destructive' });
    },
  });
  if (isPending) return <LoadingScreen />;
  const disabled = !status?.debugEnabled || isStatus(test.error, 404);
  return (
    <AdminShell title="Test credenziali" intro="Verifica le credenziali dell'amministratore senza aprire una sessione.">
      {disabled ? (
        <p role="status" className="rounded-2xl border border-line bg-white p-6">
          {MESSAGES.errors.debugDisabled}
        </p>
      ) : (
        <>
          <LoginForm
            submitLabel="Esegui il test"
            pendingLabel="Test in corso..."
            pending={test.isPending}
            onSubmit={(credentials) => test.mutate(credentials)}
            defaultValues={{ username: status.defaultUsername ?? '', password: status.defaultPassword ?? '' }}
          />
          {test.data && <TestResult result={test.data} />}
        </>
      )}
      <Link to="/admin" className="mt-8 inline-block text-sm font-medium text-accent underline-offset-4 hover:underline">
        Torna all'accesso amministratore
      </Link>
    </AdminShell>
  );
}

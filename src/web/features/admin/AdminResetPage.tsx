import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../../../shared/index.js';
import { adminApi } from '../../api/admin-api.js';
import { messageOf } from '../../api/http.js';
import { Button } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import { toast } from '../../ui/toast-store.js';
import { forgetAdminSession } from './admin-session.js';
import { AdminShell } from './AdminShell.js';

const DELETED = ['Tutti gli utenti', 'Tutti i cataloghi generati', 'Tutte le impostazioni', "L'amministratore esistente"];

/** Spec 2 and 8: the irreversible reset; the server recreates the default administrator. */
export default function AdminResetPage() {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: adminApi.resetDatabase,
    onSuccess: (result) => {
      toast({ title: UI_TEXTS.admin.resetSuccessTitle, description: result.message, variant: 'success' });
      // The reset ended every session, this administrator's included.
      forgetAdminSession(queryClient);
    },
    onError: (error) => {
      toast({ title: UI_TEXTS.admin.resetFailureTitle, description: messageOf(error, UI_TEXTS.admin.resetFailure), variant: 'destructive' });
    },
  });
  const confirmAndReset = () => {
    if (window.confirm(UI_TEXTS.admin.resetConfirm)) reset.mutate();
  };
  return (
    <AdminShell title="Reset del database" intro="Riporta il sistema allo stato iniziale.">
      <section aria-labelledby="reset-warning" className="rounded-2xl border border-danger/40 bg-white p-6">
        <h2 id="reset-warning" className="flex items-center gap-2 font-sans text-base font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Operazione irreversibile
        </h2>
        <p className="mt-3 text-sm">Verranno eliminati definitivamente:</p>
        <ul className="mt-2 list-disc pl-6 text-sm">
          {DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">Al termine verrà ricreato l'amministratore predefinito.</p>
      </section>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button variant="danger" onClick={confirmAndReset} disabled={reset.isPending}>
          {reset.isPending && <Spinner className="size-4" />}
          Resetta il database
        </Button>
        <Link to="/admin/dashboard" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
          Torna alla dashboard
        </Link>
      </div>
      {reset.isError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {messageOf(reset.error, UI_TEXTS.admin.resetFailure)}
        </p>
      )}
    </AdminShell>
  );
}

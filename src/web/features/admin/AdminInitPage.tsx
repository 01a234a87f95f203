import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../../../shared/index.js';
import { adminApi } from '../../api/admin-api.js';
import { HttpError, messageOf } from '../../api/http.js';
import { queryKeys } from '../../api/user-api.js';
import { Button, buttonClasses } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import { toast } from '../../ui/toast-store.js';
import { AdminShell } from './AdminShell.js';

/** Spec 2 and 8: creates the default administrator once. */
export default function AdminInitPage() {
  const queryClient = useQueryClient();
  const init = useMutation({
    mutationFn: adminApi.init,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.setupStatus });
      toast({ title: UI_TEXTS.admin.initSuccessTitle, description: result.message, variant: 'success' });
    },
    onError: (error) => {
      const fallback = error instanceof HttpError ? UI_TEXTS.admin.initFailure : UI_TEXTS.admin.unknownError;
      toast({ title: UI_TEXTS.admin.initFailureTitle, description: messageOf(error, fallback), variant: 'destructive' });
    },
  });
  return (
    <AdminShell title="Inizializza amministratore" intro="Crea l'amministratore predefinito. L'operazione è possibile solo finché non esiste alcun amministratore.">
      {init.isSuccess ? (
        <div role="status" className="rounded-2xl border border-success/30 bg-white p-6">
          <p className="flex items-center gap-2 font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {init.data.message}
          </p>
          <Link to="/admin" className={`${buttonClasses('primary')} mt-6`}>
            Vai all'accesso amministratore
          </Link>
        </div>
      ) : (
        <div className="grid gap-6">
          <Button onClick={() => init.mutate()} disabled={init.isPending} className="justify-self-start">
            {init.isPending && <Spinner className="size-4" />}
            {UI_TEXTS.admin.initButton}
          </Button>
          {init.isError && (
            <p role="alert" className="text-sm text-danger">
              {messageOf(init.error, UI_TEXTS.admin.initFailure)}
            </p>
          )}
          <Link to="/admin" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
            Torna all'accesso amministratore
          </Link>
        </div>
      )}
    </AdminShell>
  );
}

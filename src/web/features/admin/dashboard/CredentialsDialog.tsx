import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AdminCredentialsRequest, UI_TEXTS } from '../../../../shared/index.js';
import { adminApi } from '../../../api/admin-api.js';
import { queryKeys } from '../../../api/user-api.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Field } from '../../../ui/Field.js';
import { Spinner } from '../../../ui/Spinner.js';
import { toast } from '../../../ui/toast-store.js';
import { useDialogError } from './use-dialog-error.js';
import { RefusalLine } from './RefusalLine.js';

interface CredentialsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentUsername: string;
}

/** Spec 2: 'Cambia Credenziali Amministratore' with a new username and a new password. */
export function CredentialsDialog({ open, onOpenChange, currentUsername }: CredentialsDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<AdminCredentialsRequest>({
    resolver: zodResolver(AdminCredentialsRequest),
    defaultValues: { username: currentUsername, password: '' },
  });
  const refusal = useDialogError(form.setError, 'username');
  const change = useMutation({
    mutationFn: adminApi.changeCredentials,
    onSuccess: ({ admin }) => {
      queryClient.setQueryData(queryKeys.admin, admin);
      void queryClient.invalidateQueries({ queryKey: queryKeys.setupStatus });
      toast({ title: UI_TEXTS.admin.credentialsUpdated, description: UI_TEXTS.admin.credentialsUpdatedDetail, variant: 'success' });
      form.reset({ username: admin.username, password: '' });
      onOpenChange(false);
    },
    onError: refusal.onError,
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cambia Credenziali Amministratore"
      description="Scegli un nuovo username e una password di almeno 8 caratteri."
      trigger={
        <Button variant="outline" size="sm">
          <Settings aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Credenziali</span>
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          refusal.clear();
          change.mutate(values);
        })}
        className="grid gap-4"
      >
        <Field label="Nuovo username" autoComplete="username" reserveError error={errors.username?.message} {...form.register('username')} />
        <Field label="Nuova password" type="password" autoComplete="new-password" reserveError error={errors.password?.message} {...form.register('password')} />
        <RefusalLine message={refusal.message} />
        <Button type="submit" disabled={change.isPending} className="justify-self-start">
          {change.isPending && <Spinner className="size-4" />}
          Aggiorna Credenziali
        </Button>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { UpdateUserDetailsRequest, type AdminUser } from '../../../../../shared/index.js';
import { Button } from '../../../../ui/Button.js';
import { Dialog } from '../../../../ui/Dialog.js';
import { Field } from '../../../../ui/Field.js';
import { Spinner } from '../../../../ui/Spinner.js';
import { useDialogError } from '../use-dialog-error.js';
import { RefusalLine } from '../RefusalLine.js';
import { USER_ACTION_TEXTS as T } from './texts.js';
import type { UserDialogProps } from './user-dialog.js';
import { useUpdateUserDetails } from './user-actions-data.js';

/** Mounted only while the dialog is open, so every opening starts from the user's current details. */
function DetailsForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateUserDetails();
  const form = useForm<UpdateUserDetailsRequest>({
    resolver: zodResolver(UpdateUserDetailsRequest),
    defaultValues: { username: user.username, nomeAzienda: user.nomeAzienda, nomePersona: user.nomePersona, telefono: user.telefono, email: user.email },
  });
  const refusal = useDialogError(form.setError, 'username');
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((details) => {
        refusal.clear();
        update.mutate({ id: user.id, details }, { onSuccess: onDone, onError: refusal.onError });
      })}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Username" autoComplete="off" reserveError error={errors.username?.message} {...form.register('username')} />
      <Field label="Nome azienda" reserveError error={errors.nomeAzienda?.message} {...form.register('nomeAzienda')} />
      <Field label="Nome persona" reserveError error={errors.nomePersona?.message} {...form.register('nomePersona')} />
      <Field label="Telefono" type="tel" reserveError error={errors.telefono?.message} {...form.register('telefono')} />
      <Field label="Email" type="email" className="sm:col-span-2" reserveError error={errors.email?.message} {...form.register('email')} />
      <RefusalLine message={refusal.message} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending && <Spinner className="size-4" />}
          {T.editSubmit}
        </Button>
      </div>
    </form>
  );
}

export function EditDetailsDialog({ user, open, onOpenChange }: UserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.editTitle} description={user.username}>
      <DetailsForm user={user} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

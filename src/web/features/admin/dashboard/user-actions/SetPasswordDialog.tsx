import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SetUserPasswordRequest, type AdminUser } from '../../../../../shared/index.js';
import { Button } from '../../../../ui/Button.js';
import { Dialog } from '../../../../ui/Dialog.js';
import { Field } from '../../../../ui/Field.js';
import { Spinner } from '../../../../ui/Spinner.js';
import { USER_ACTION_TEXTS as T } from './texts.js';
import type { UserDialogProps } from './user-dialog.js';
import { useSetUserPassword } from './user-actions-data.js';

function PasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const setPassword = useSetUserPassword();
  const form = useForm<SetUserPasswordRequest>({ resolver: zodResolver(SetUserPasswordRequest), defaultValues: { password: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => setPassword.mutate({ id: user.id, password }, { onSuccess: onDone }))}
      className="grid gap-4"
    >
      <Field
        label={T.passwordField}
        type="password"
        autoComplete="new-password"
        hint="Almeno 8 caratteri."
        reserveError
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={setPassword.isPending} className="justify-self-start">
        {setPassword.isPending && <Spinner className="size-4" />}
        {T.passwordSubmit}
      </Button>
    </form>
  );
}

/** A new password for the user; the server ends the user's open sessions with it. */
export function SetPasswordDialog({ user, open, onOpenChange }: UserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={T.passwordTitle} description={T.passwordDescription(user.username)}>
      <PasswordForm user={user} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

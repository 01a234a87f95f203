import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES, ChangePasswordForm as ChangePasswordSchema, LIMITS, type ChangePasswordForm as Values } from '../../../shared/index.js';
import { HttpError, messageOf } from '../../api/http.js';
import { userApi } from '../../api/user-api.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Spinner } from '../../ui/Spinner.js';
import { toast } from '../../ui/toast-store.js';
import { useSignOutOnUnauthorized } from '../auth/session.js';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Issue 6.8: the current password, the new one twice; the server ends the user's other sessions. */
export function ChangePasswordForm({ username }: { username: string }) {
  const signOutOnUnauthorized = useSignOutOnUnauthorized();
  const form = useForm<Values>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: Values) => userApi.changePassword({ currentPassword, newPassword }),
    onSuccess: ({ message }) => {
      toast({ title: ACCOUNT_MESSAGES.passwordChangedTitle, description: message, variant: 'success' });
      form.reset(EMPTY);
    },
    onError: (error) => {
      if (signOutOnUnauthorized(error)) return;
      // A wrong current password comes back as a detail on its field: shown there, and focused.
      const details = error instanceof HttpError ? error.details : [];
      const fieldErrors = details.flatMap((detail) => (isField(detail.path) ? [{ field: detail.path, message: detail.message }] : []));
      fieldErrors.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
      toast({ title: 'Password non aggiornata', description: messageOf(error, 'Impossibile aggiornare la password. Riprova.'), variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="grid gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field
        label="Password attuale"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="Nuova password"
        type="password"
        autoComplete="new-password"
        hint={`Almeno ${LIMITS.passwordMin} caratteri.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Field
        label="Conferma nuova password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending && <Spinner className="size-4" />}
        Aggiorna password
      </Button>
      {/* The modal dialog hides the toasts from screen readers, so the outcome is also said here. */}
      <p role="status" className="text-sm text-success">
        {change.isSuccess && `${ACCOUNT_MESSAGES.passwordChangedTitle}. ${change.data.message}`}
      </p>
    </form>
  );
}

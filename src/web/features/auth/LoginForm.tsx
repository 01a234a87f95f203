import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoginRequest } from '../../../shared/index.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Spinner } from '../../ui/Spinner.js';

interface LoginFormProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (credentials: LoginRequest) => void;
  defaultValues?: Partial<LoginRequest>;
}

/** Username and password with the spec 5 messages; shared by the user and administrator logins. */
export function LoginForm({ submitLabel, pendingLabel, pending, onSubmit, defaultValues }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '', ...defaultValues },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <Field label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} error={formState.errors.username?.message} {...register('username')} />
      <Field label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
      <Button type="submit" disabled={pending} className="mt-2 w-full">
        {pending && <Spinner className="size-4" />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

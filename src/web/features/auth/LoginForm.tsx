import { useForm, type Resolver } from 'react-hook-form';
import type { LoginRequest } from '../../../shared/index.js';
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

/**
 * The shared LoginRequest schema validates on submit; zod and the schemas load then rather than
 * with the first screen (docs/decisions/0400-web-first-screen-budget.md).
 */
const loginResolver: Resolver<LoginRequest> = async (values, context, options) => {
  const [{ zodResolver }, { LoginRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('../../../shared/schemas/auth.js')]);
  return zodResolver(LoginRequest)(values, context, options);
};

/** Username and password with the spec 5 messages; shared by the user and administrator logins. */
export function LoginForm({ submitLabel, pendingLabel, pending, onSubmit, defaultValues }: LoginFormProps) {
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: loginResolver,
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

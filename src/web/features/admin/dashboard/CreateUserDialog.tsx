import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateUserRequest, UI_TEXTS, type AdminUser } from '../../../../shared/index.js';
import { adminApi } from '../../../api/admin-api.js';
import { queryKeys } from '../../../api/user-api.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Field } from '../../../ui/Field.js';
import { Spinner } from '../../../ui/Spinner.js';
import { toast } from '../../../ui/toast-store.js';
import { useDialogError } from './use-dialog-error.js';
import { RefusalLine } from './RefusalLine.js';

type NewUser = z.output<typeof CreateUserRequest>;

const EMPTY: CreateUserRequest = { username: '', password: '', nomeAzienda: '', nomePersona: '', telefono: '', email: '', crediti: 0 };

/** Spec 2: 'Aggiungi Utente' opens 'Crea Nuovo Utente' with every field of the user. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<CreateUserRequest, unknown, NewUser>({ resolver: zodResolver(CreateUserRequest), defaultValues: EMPTY });
  const refusal = useDialogError(form.setError, 'username');
  const create = useMutation({
    mutationFn: adminApi.createUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUser[]>(queryKeys.adminUsers, (users) => [...(users ?? []), user]);
      toast({ title: UI_TEXTS.admin.userCreatedTitle, description: UI_TEXTS.admin.userCreated, variant: 'success' });
      form.reset(EMPTY);
      setOpen(false);
    },
    onError: refusal.onError,
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Crea Nuovo Utente"
      description="L'utente riceverà queste credenziali per accedere al generatore."
      trigger={
        <Button>
          <UserPlus aria-hidden="true" className="size-4" />
          Aggiungi Utente
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((user) => {
          refusal.clear();
          create.mutate(user);
        })}
        className="grid gap-4 sm:grid-cols-2"
      >
        <Field label="Username" autoComplete="off" reserveError error={errors.username?.message} {...form.register('username')} />
        <Field label="Password" type="password" autoComplete="new-password" reserveError error={errors.password?.message} {...form.register('password')} />
        <Field label="Nome azienda" reserveError error={errors.nomeAzienda?.message} {...form.register('nomeAzienda')} />
        <Field label="Nome persona" reserveError error={errors.nomePersona?.message} {...form.register('nomePersona')} />
        <Field label="Telefono" type="tel" reserveError error={errors.telefono?.message} {...form.register('telefono')} />
        <Field label="Email" type="email" reserveError error={errors.email?.message} {...form.register('email')} />
        <Field
          label="Crediti"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.crediti?.message}
          {...form.register('crediti', { setValueAs: (v: string) => (v === '' ? 0 : Number(v)) })}
        />
        <RefusalLine message={refusal.message} className="sm:col-span-2" />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending && <Spinner className="size-4" />}
            Crea Utente
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

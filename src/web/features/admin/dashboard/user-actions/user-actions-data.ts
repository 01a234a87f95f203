/** Server calls of the per-user tools, with the users list in the cache kept in step. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateUserDetailsRequest } from '../../../../../shared/index.js';
import { adminApi } from '../../../../api/admin-api.js';
import { adminMessageOf } from '../../../../api/http.js';
import { queryKeys } from '../../../../api/user-api.js';
import { toast } from '../../../../ui/toast-store.js';
import { replaceUser } from '../admin-data.js';
import { USER_ACTION_TEXTS as T } from './texts.js';

const showError = (error: unknown) => toast({ title: T.errorTitle, description: adminMessageOf(error), variant: 'destructive' });

function useReplaceUser(): (user: AdminUser) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData<AdminUser[]>(queryKeys.adminUsers, (users) => replaceUser(users, user));
}

export function useUpdateUserDetails() {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: UpdateUserDetailsRequest }) => adminApi.updateUserDetails(id, details),
    onSuccess: (user) => {
      replace(user);
      toast({ title: T.detailsUpdated, description: T.detailsUpdatedText(user.username), variant: 'success' });
    },
    // Refusals are told inside the dialog (use-dialog-error.ts), not in a toast over it.
  });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => adminApi.setUserPassword(id, { password }),
    onSuccess: ({ message }) => toast({ title: T.passwordSet, description: message, variant: 'success' }),
    onError: showError,
  });
}

export function useSetUserDisabled() {
  const replace = useReplaceUser();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => adminApi.setUserDisabled(id, disabled),
    onSuccess: (user) => {
      replace(user);
      toast(
        user.disabledAt
          ? { title: T.disabled, description: T.disabledText(user.username), variant: 'success' }
          : { title: T.enabled, description: T.enabledText(user.username), variant: 'success' },
      );
    },
    onError: showError,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.deleteUser(id),
    onSuccess: ({ message }, id) => {
      queryClient.setQueryData<AdminUser[]>(queryKeys.adminUsers, (users) => users?.filter((user) => user.id !== id));
      // The log now names the user's catalogues 'Utente eliminato'.
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalogLogs });
      toast({ title: T.deleted, description: message, variant: 'success' });
    },
    onError: showError,
  });
}

/** Read afresh each time the dialog opens: credits change from the table and from charges. */
export function useCreditHistory(id: string) {
  return useQuery({
    queryKey: ['/api/admin/users', id, 'credit-history'],
    queryFn: () => adminApi.creditHistory(id),
    refetchOnMount: 'always',
  });
}

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, UI_TEXTS } from '../../../shared/messages.js';
import { adminApi } from '../../api/admin-api.js';
import { HttpError, isStatus, messageOf } from '../../api/http.js';
import { queryKeys } from '../../api/user-api.js';
import { toast } from '../../ui/toast-store.js';

/** The signed-in administrator or null; a failed check is told and treated as signed out (spec 8). */
export function useCurrentAdmin() {
  return useQuery({
    queryKey: queryKeys.admin,
    queryFn: async () => {
      try {
        return await adminApi.currentAdmin();
      } catch (error) {
        // A signed-in user's cookie reaches /api/admin too: a session of the wrong kind is no administrator.
        if (isStatus(error, 403)) return null;
        toast({ title: UI_TEXTS.admin.authCheckFailure, description: messageOf(error, UI_TEXTS.admin.authDefault), variant: 'destructive' });
        return null;
      }
    },
  });
}

/** Whether the default credentials are in force, and the hint to show (DECISIONS bootstrap). */
export function useSetupStatus() {
  return useQuery({ queryKey: queryKeys.setupStatus, queryFn: adminApi.setupStatus });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminApi.login,
    onSuccess: ({ admin }) => {
      toast({ title: UI_TEXTS.admin.loginSuccess, variant: 'success' });
      queryClient.setQueryData(queryKeys.admin, admin);
      void navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => {
      const fallback = error instanceof HttpError ? MESSAGES.errors.invalidCredentials : UI_TEXTS.admin.authDefault;
      toast({ title: UI_TEXTS.admin.loginErrorTitle, description: messageOf(error, fallback), variant: 'destructive' });
    },
  });
}

/** After a logout or a reset: nothing of the dashboard stays cached and the guards send to /admin. */
export function forgetAdminSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.adminUsers });
  queryClient.removeQueries({ queryKey: queryKeys.catalogLogs });
  queryClient.removeQueries({ queryKey: queryKeys.notifications });
  void queryClient.invalidateQueries({ queryKey: queryKeys.setupStatus });
  queryClient.setQueryData(queryKeys.admin, null);
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.logout,
    onSuccess: () => {
      forgetAdminSession(queryClient);
      toast({ title: UI_TEXTS.logout.success });
    },
    onError: (error) => {
      toast({ title: UI_TEXTS.logout.failure, description: messageOf(error, UI_TEXTS.logout.failure), variant: 'destructive' });
    },
  });
}

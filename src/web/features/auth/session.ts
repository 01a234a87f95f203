import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/index.js';
import { MESSAGES, UI_TEXTS } from '../../../shared/messages.js';
import { isStatus, messageOf } from '../../api/http.js';
import { queryKeys, userApi } from '../../api/user-api.js';
import { toast } from '../../ui/toast-store.js';

/** The signed-in user, or null (spec 4: a 401 on the current-user call means anonymous). */
export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.user, queryFn: userApi.currentUser });
}

export function useSetCurrentUser(): (user: PublicUser | null) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(queryKeys.user, user);
}

export function useLogin() {
  const setUser = useSetCurrentUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: userApi.login,
    onSuccess: ({ user }) => {
      setUser(user);
      toast({ title: UI_TEXTS.login.successTitle, description: UI_TEXTS.login.welcome(user.nomePersona, user.crediti), variant: 'success' });
      void navigate('/');
    },
    onError: (error) => {
      toast({ title: UI_TEXTS.login.errorTitle, description: messageOf(error, MESSAGES.errors.invalidCredentials), variant: 'destructive' });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: userApi.logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.user, null);
      toast({ title: UI_TEXTS.logout.success });
      void navigate('/');
    },
    onError: (error) => {
      toast({ title: UI_TEXTS.logout.failure, description: messageOf(error, UI_TEXTS.logout.failure), variant: 'destructive' });
    },
  });
}

/**
 * For a call of a signed-in screen: a 401 means the session ended elsewhere (a password changed
 * on another device, a logout), so the user is told and brought back to the login. Returns
 * whether it handled the error.
 */
export function useSignOutOnUnauthorized(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isStatus(error, 401)) return false;
      toast({ title: UI_TEXTS.generator.sessionExpired, description: messageOf(error, UI_TEXTS.generator.invalidSession), variant: 'destructive' });
      queryClient.setQueryData(queryKeys.user, null);
      return true;
    },
    [queryClient],
  );
}

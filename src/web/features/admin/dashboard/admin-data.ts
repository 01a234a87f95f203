import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsCount, LIMITS, UI_TEXTS, type AdminUser } from '../../../../shared/index.js';
import { adminApi } from '../../../api/admin-api.js';
import { adminMessageOf, messageOf } from '../../../api/http.js';
import { queryKeys, userApi } from '../../../api/user-api.js';
import { toast } from '../../../ui/toast-store.js';

export function useAdminUsers() {
  return useQuery({ queryKey: queryKeys.adminUsers, queryFn: adminApi.users });
}

/** The current limit; the public call may be closed to administrators, so the default stands in. */
export function useMaxImages() {
  return useQuery({
    queryKey: queryKeys.maxImages,
    queryFn: async () => {
      try {
        return (await userApi.maxImages()).maxImages;
      } catch {
        return LIMITS.maxImagesDefault;
      }
    },
  });
}

export function replaceUser(users: AdminUser[] | undefined, updated: AdminUser): AdminUser[] | undefined {
  return users?.map((u) => (u.id === updated.id ? updated : u));
}

export function useSetCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, crediti }: { id: string; crediti: number }) => adminApi.setCredits(id, crediti),
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUser[]>(queryKeys.adminUsers, (users) => replaceUser(users, user));
      toast({ title: UI_TEXTS.admin.creditsUpdated, description: `${user.username}: ${creditsCount(user.crediti)}`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Errore', description: adminMessageOf(error), variant: 'destructive' }),
  });
}

export function useSetMaxImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.setMaxImages,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.maxImages, result.maxImages);
      toast({ title: UI_TEXTS.admin.limitUpdatedTitle, description: result.message, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Errore', description: messageOf(error, UI_TEXTS.admin.limitUpdateFailure), variant: 'destructive' }),
  });
}

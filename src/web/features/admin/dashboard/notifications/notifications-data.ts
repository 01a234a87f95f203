import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/admin-api.js';
import { adminMessageOf } from '../../../../api/http.js';
import { queryKeys } from '../../../../api/user-api.js';
import { toast } from '../../../../ui/toast-store.js';

export function useNotifications() {
  return useQuery({ queryKey: queryKeys.notifications, queryFn: adminApi.notifications });
}

/** Marks seen up to the end of what the panel showed, then reads again: what came later stays new. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.markNotificationsSeen,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      toast({ title: 'Notifiche segnate come lette', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Errore', description: adminMessageOf(error), variant: 'destructive' }),
  });
}

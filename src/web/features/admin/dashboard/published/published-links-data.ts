/** Issue 36.5: the administrator's view of every published link, and the publishing limits. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePublishLimitsRequest } from '../../../../../shared/index.js';
import { adminApi } from '../../../../api/admin-api.js';
import { adminMessageOf } from '../../../../api/http.js';
import { toast } from '../../../../ui/toast-store.js';

const keys = { links: ['/api/admin/publications'] as const, limits: ['/api/admin/publish-limits'] as const };

export const usePublishedLinks = () => useQuery({ queryKey: keys.links, queryFn: adminApi.publications });
export const usePublishLimits = () => useQuery({ queryKey: keys.limits, queryFn: adminApi.publishLimits });

export function useBlockLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) => adminApi.blockPublication(id, blocked),
    onSuccess: (link) => {
      toast({ title: link.status === 'blocked' ? 'Link bloccato' : 'Link sbloccato', description: link.title || link.path, variant: 'success' });
      return client.invalidateQueries({ queryKey: keys.links });
    },
    onError: (error) => toast({ title: 'Errore', description: adminMessageOf(error), variant: 'destructive' }),
  });
}

export function useSetPublishLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePublishLimitsRequest) => adminApi.setPublishLimits(change),
    onSuccess: (limits) => {
      client.setQueryData(keys.limits, limits);
      toast({ title: 'Limiti salvati', variant: 'success' });
    },
    onError: (error) => toast({ title: 'Errore', description: adminMessageOf(error), variant: 'destructive' }),
  });
}

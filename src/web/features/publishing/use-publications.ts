/** The owner's links and the changes to them (issue 36.1), with react-query as the app's lists do. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdatePublicationRequest } from '../../../shared/schemas/published.js';
import { messageOf } from '../../api/http.js';
import { toast } from '../../ui/toast-store.js';
import { publishingApi, publishingKeys } from './publishing-api.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';

export function usePublications() {
  return useQuery({ queryKey: publishingKeys.publications, queryFn: publishingApi.list });
}

export function useUpdatePublication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdatePublicationRequest) => publishingApi.update(id, patch),
    onSuccess: () => {
      toast({ title: PUBLISHING_TEXTS.saved, variant: 'success' });
      return client.invalidateQueries({ queryKey: publishingKeys.publications });
    },
    onError: (error) => toast({ title: PUBLISHING_TEXTS.saveFailed, description: messageOf(error, PUBLISHING_TEXTS.failed), variant: 'destructive' }),
  });
}

export function useDeletePublication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishingApi.remove(id),
    onSuccess: () => {
      toast({ title: PUBLISHING_TEXTS.deleted, variant: 'success' });
      return client.invalidateQueries({ queryKey: publishingKeys.publications });
    },
    onError: (error) => toast({ title: PUBLISHING_TEXTS.saveFailed, description: messageOf(error, PUBLISHING_TEXTS.failed), variant: 'destructive' }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../shared/index.js';
import { queryKeys, userApi } from '../../api/user-api.js';

/** Spec 5: the administrator's limit, 36 when it cannot be read. */
export function useMaxImagesLimit(): number {
  const { data } = useQuery({ queryKey: queryKeys.maxImages, queryFn: async () => (await userApi.maxImages()).maxImages });
  return data ?? LIMITS.maxImagesDefault;
}

import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTACT_EMAIL } from '../../../shared/brand.js';
import { queryKeys, userApi } from '../../api/user-api.js';

/** The provider's contact address for access requests (DECISIONS "Name and brand"). */
export function useContactEmail(): string {
  const { data } = useQuery({ queryKey: queryKeys.appInfo, queryFn: userApi.appInfo });
  return data?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
}

export function accessRequestMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent('Richiesta di accesso a Vetrina')}`;
}

/** The owner's publishing calls (decision 1031), through the app's one fetch helper. */
import type { PendingPublication, PublicationSummary, PublishedContent, PublishRequest, PublishResponse, UpdatePublicationRequest } from '../../../shared/schemas/published.js';
import { apiRequest } from '../../api/http.js';
import { HttpError } from '../../api/http-error.js';
import type { StoredFile } from './stored-file.js';

const pending = (pendingId: string) => `/api/publications/pending/${encodeURIComponent(pendingId)}`;

export const publishingApi = {
  reserve: (request: PublishRequest) => apiRequest<PendingPublication>('POST', '/api/publications', { body: request }),
  /** Raw bytes with their type: the fetch helper sends JSON only. */
  putFile: async (pendingId: string, file: StoredFile): Promise<void> => {
    const response = await fetch(`${pending(pendingId)}/files/${file.name}`, { method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': file.type }, body: file.bytes as Uint8Array<ArrayBuffer> });
    if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
  },
  commit: (pendingId: string, content: PublishedContent, idempotencyKey: string) => apiRequest<PublishResponse>('POST', `${pending(pendingId)}/commit`, { body: content, headers: { 'Idempotency-Key': idempotencyKey } }),
  list: () => apiRequest<PublicationSummary[]>('GET', '/api/publications'),
  update: (id: string, patch: UpdatePublicationRequest) => apiRequest<PublicationSummary>('PATCH', `/api/publications/${encodeURIComponent(id)}`, { body: patch }),
  remove: (id: string) => apiRequest<unknown>('DELETE', `/api/publications/${encodeURIComponent(id)}`),
};

export const publishingKeys = {
  publications: ['/api/publications'] as const,
};

/** The link as people share it: the site's address and the link's path. */
export function linkUrl(path: string, origin = window.location.origin): string {
  return `${origin}${path}`;
}

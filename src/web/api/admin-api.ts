import { MAX_IMAGES_SETTING_DESCRIPTION } from '../../shared/limits.js';
import type {
  AdminCredentialsRequest,
  AdminCredentialsResponse,
  AdminLoginResponse,
  AdminUser,
  AdminNotifications,
  AdminPublicationsOfUser,
  CatalogLogExportQuery,
  CatalogLogPage,
  CatalogLogSearchParams,
  CreateUserRequest,
  CreditHistoryEntry,
  LoginRequest,
  MarkNotificationsSeenResponse,
  MessageResponse,
  PublicAdmin,
  PublicationSummary,
  PublishLimitsSettings,
  SetupStatusResponse,
  SetUserPasswordRequest,
  TestLoginResponse,
  UpdateMaxImagesResponse,
  UpdatePublishLimitsRequest,
  UpdateUserDetailsRequest,
} from '../../shared/index.js';
import { apiGetOrNull, apiRequest } from './http.js';

export const adminApi = {
  currentAdmin: () => apiGetOrNull<PublicAdmin>('/api/admin/auth/user'),
  setupStatus: () => apiRequest<SetupStatusResponse>('GET', '/api/admin/setup-status'),
  login: (credentials: LoginRequest) => apiRequest<AdminLoginResponse>('POST', '/api/admin/auth/login', { body: credentials }),
  logout: () => apiRequest<unknown>('POST', '/api/admin/auth/logout'),
  changeCredentials: (credentials: AdminCredentialsRequest) =>
    apiRequest<AdminCredentialsResponse>('PATCH', '/api/admin/auth/credentials', { body: credentials }),
  init: () => apiRequest<MessageResponse>('POST', '/api/admin/init'),
  resetDatabase: () => apiRequest<MessageResponse>('POST', '/api/admin/reset-database'),
  testLogin: (credentials: LoginRequest) => apiRequest<TestLoginResponse>('POST', '/api/admin/test-login', { body: credentials }),
  users: () => apiRequest<AdminUser[]>('GET', '/api/admin/users'),
  createUser: (user: CreateUserRequest) => apiRequest<AdminUser>('POST', '/api/admin/users', { body: user }),
  setCredits: (id: string, crediti: number) =>
    apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/credits`, { body: { crediti } }),
  setMaxImages: (maxImages: number) =>
    apiRequest<UpdateMaxImagesResponse>('PATCH', '/api/admin/settings/max_images_per_catalog', {
      body: { valore: String(maxImages), descrizione: MAX_IMAGES_SETTING_DESCRIPTION },
    }),
  // Issue 6.9: the per-user tools (docs/decisions/0610-administrator-user-tools.md).
  updateUserDetails: (id: string, details: UpdateUserDetailsRequest) =>
    apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, { body: details }),
  setUserPassword: (id: string, body: SetUserPasswordRequest) =>
    apiRequest<MessageResponse>('POST', `/api/admin/users/${encodeURIComponent(id)}/password`, { body }),
  setUserDisabled: (id: string, disabled: boolean) =>
    apiRequest<AdminUser>('POST', `/api/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`),
  deleteUser: (id: string) => apiRequest<MessageResponse>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`),
  creditHistory: (id: string) => apiRequest<CreditHistoryEntry[]>('GET', `/api/admin/users/${encodeURIComponent(id)}/credit-history`),
  searchCatalogLogs: (params: CatalogLogSearchParams) =>
    apiRequest<CatalogLogPage>('GET', `/api/admin/catalog-logs/search?${logQuery(params)}`),
  /** A link, not a fetch: the browser streams the file to disk however long the log is. */
  catalogLogCsvUrl: (filter: CatalogLogExportQuery) => `/api/admin/catalog-logs.csv?${logQuery(filter)}`,
  notifications: () => apiRequest<AdminNotifications>('GET', '/api/admin/notifications'),
  /** Issue 36.5: every user's published links, their storage and orders; blocking a link for abuse; the publishing limits. */
  publications: () => apiRequest<AdminPublicationsOfUser[]>('GET', '/api/admin/publications'),
  blockPublication: (id: string, blocked: boolean) => apiRequest<PublicationSummary>('PATCH', `/api/admin/publications/${encodeURIComponent(id)}`, { body: { blocked } }),
  publishLimits: () => apiRequest<PublishLimitsSettings>('GET', '/api/admin/publish-limits'),
  setPublishLimits: (change: UpdatePublishLimitsRequest) => apiRequest<PublishLimitsSettings>('PATCH', '/api/admin/publish-limits', { body: change }),
  markNotificationsSeen: (until: string) =>
    apiRequest<MarkNotificationsSeenResponse>('POST', '/api/admin/notifications/seen', { body: { until } }),
};

/** The log's search as a query string; an empty search is left out. */
function logQuery(params: CatalogLogExportQuery & Partial<Pick<CatalogLogSearchParams, 'page' | 'pageSize'>>): string {
  const query = new URLSearchParams({ sort: params.sort, dir: params.dir });
  const q = params.q?.trim();
  if (q) query.set('q', q);
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.pageSize !== undefined) query.set('pageSize', String(params.pageSize));
  return query.toString();
}

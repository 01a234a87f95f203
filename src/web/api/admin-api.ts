import { MAX_IMAGES_SETTING_DESCRIPTION } from '../../shared/limits.js';
import type {
  AdminCredentialsRequest,
  AdminCredentialsResponse,
  AdminLoginResponse,
  AdminUser,
  CatalogLogEntry,
  CreateUserRequest,
  CreditHistoryEntry,
  LoginRequest,
  MessageResponse,
  PublicAdmin,
  SetupStatusResponse,
  SetUserPasswordRequest,
  TestLoginResponse,
  UpdateMaxImagesResponse,
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
  catalogLogs: () => apiRequest<CatalogLogEntry[]>('GET', '/api/admin/catalog-logs'),
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
};

import { z } from 'zod';
import {
  AdminCredentialsResponse,
  AdminLoginResponse,
  CatalogLogEntry,
  MAX_IMAGES_SETTING_DESCRIPTION,
  MessageResponse,
  PublicAdmin,
  PublicUser,
  SetupStatusResponse,
  TestLoginResponse,
  UpdateMaxImagesResponse,
  type AdminCredentialsRequest,
  type CreateUserRequest,
  type LoginRequest,
} from '../../shared/index.js';
import { apiGetOrNull, apiRequest } from './http.js';

const Ignored = z.unknown();

export const adminApi = {
  currentAdmin: () => apiGetOrNull('/api/admin/auth/user', PublicAdmin),
  setupStatus: () => apiRequest('GET', '/api/admin/setup-status', { schema: SetupStatusResponse }),
  login: (credentials: LoginRequest) =>
    apiRequest('POST', '/api/admin/auth/login', { schema: AdminLoginResponse, body: credentials }),
  logout: () => apiRequest('POST', '/api/admin/auth/logout', { schema: Ignored }),
  changeCredentials: (credentials: AdminCredentialsRequest) =>
    apiRequest('PATCH', '/api/admin/auth/credentials', { schema: AdminCredentialsResponse, body: credentials }),
  init: () => apiRequest('POST', '/api/admin/init', { schema: MessageResponse }),
  resetDatabase: () => apiRequest('POST', '/api/admin/reset-database', { schema: MessageResponse }),
  testLogin: (credentials: LoginRequest) =>
    apiRequest('POST', '/api/admin/test-login', { schema: TestLoginResponse, body: credentials }),
  users: () => apiRequest('GET', '/api/admin/users', { schema: z.array(PublicUser) }),
  createUser: (user: CreateUserRequest) => apiRequest('POST', '/api/admin/users', { schema: PublicUser, body: user }),
  setCredits: (id: string, crediti: number) =>
    apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}/credits`, { schema: PublicUser, body: { crediti } }),
  catalogLogs: () => apiRequest('GET', '/api/admin/catalog-logs', { schema: z.array(CatalogLogEntry) }),
  setMaxImages: (maxImages: number) =>
    apiRequest('PATCH', '/api/admin/settings/max_images_per_catalog', {
      schema: UpdateMaxImagesResponse,
      body: { valore: String(maxImages), descrizione: MAX_IMAGES_SETTING_DESCRIPTION },
    }),
};

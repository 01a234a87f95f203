import { z } from 'zod';
import {
  AppInfoResponse,
  GenerateCatalogResponse,
  LoginResponse,
  MaxImagesResponse,
  PublicUser,
  TranslateResponse,
  type LanguageCode,
  type LoginRequest,
} from '../../shared/index.js';
import { apiGetOrNull, apiRequest } from './http.js';

const Ignored = z.unknown();

export const userApi = {
  currentUser: () => apiGetOrNull('/api/user', PublicUser),
  login: (credentials: LoginRequest) => apiRequest('POST', '/api/login', { schema: LoginResponse, body: credentials }),
  logout: () => apiRequest('POST', '/api/logout', { schema: Ignored }),
  appInfo: () => apiRequest('GET', '/api/app-info', { schema: AppInfoResponse }),
  maxImages: () => apiRequest('GET', '/api/settings/max-images', { schema: MaxImagesResponse }),
  /** DECISIONS "Credits": one Idempotency-Key per generation, reused when its charge is retried. */
  chargeCatalog: (numeroImmagini: number, idempotencyKey: string) =>
    apiRequest('POST', '/api/generate-catalog', {
      schema: GenerateCatalogResponse,
      body: { numeroImmagini },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  translate: (text: string, targetLanguage: LanguageCode) =>
    apiRequest('POST', '/api/translate', { schema: TranslateResponse, body: { text, targetLanguage } }),
};

export const queryKeys = {
  user: ['/api/user'] as const,
  appInfo: ['/api/app-info'] as const,
  maxImages: ['/api/settings/max-images'] as const,
  admin: ['/api/admin/auth/user'] as const,
  setupStatus: ['/api/admin/setup-status'] as const,
  adminUsers: ['/api/admin/users'] as const,
  catalogLogs: ['/api/admin/catalog-logs'] as const,
};

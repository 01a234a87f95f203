import type {
  AccountHistoryResponse,
  AppInfoResponse,
  ChangePasswordRequest,
  GenerateCatalogResponse,
  LanguageCode,
  LoginRequest,
  LoginResponse,
  MaxImagesResponse,
  MessageResponse,
  PublicUser,
  TranslateResponse,
} from '../../shared/index.js';
import { apiGetOrNull, apiRequest } from './http.js';

/** The page of each list of the account's history. */
export interface HistoryPages {
  catalogsPage: number;
  creditsPage: number;
}

const historyQuery = (pages: HistoryPages) =>
  new URLSearchParams({ catalogsPage: String(pages.catalogsPage), creditsPage: String(pages.creditsPage) }).toString();

export const userApi = {
  currentUser: () => apiGetOrNull<PublicUser>('/api/user'),
  login: (credentials: LoginRequest) => apiRequest<LoginResponse>('POST', '/api/login', { body: credentials }),
  logout: () => apiRequest<unknown>('POST', '/api/logout'),
  appInfo: () => apiRequest<AppInfoResponse>('GET', '/api/app-info'),
  maxImages: () => apiRequest<MaxImagesResponse>('GET', '/api/settings/max-images'),
  /** DECISIONS "Credits": one Idempotency-Key per generation, reused when its charge is retried. */
  chargeCatalog: (numeroImmagini: number, idempotencyKey: string) =>
    apiRequest<GenerateCatalogResponse>('POST', '/api/generate-catalog', {
      body: { numeroImmagini },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  translate: (text: string, targetLanguage: LanguageCode) =>
    apiRequest<TranslateResponse>('POST', '/api/translate', { body: { text, targetLanguage } }),
  changePassword: (body: ChangePasswordRequest) => apiRequest<MessageResponse>('POST', '/api/user/password', { body }),
  history: (pages: HistoryPages) => apiRequest<AccountHistoryResponse>('GET', `/api/user/history?${historyQuery(pages)}`),
};

export const queryKeys = {
  user: ['/api/user'] as const,
  appInfo: ['/api/app-info'] as const,
  maxImages: ['/api/settings/max-images'] as const,
  admin: ['/api/admin/auth/user'] as const,
  setupStatus: ['/api/admin/setup-status'] as const,
  adminUsers: ['/api/admin/users'] as const,
  catalogLogs: ['/api/admin/catalog-logs'] as const,
  notifications: ['/api/admin/notifications'] as const,
  accountHistory: ['/api/user/history'] as const,
};

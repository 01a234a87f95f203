/** Every route of the API with a valid body, for the tables that sweep them all. */
export interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  /** A body the route accepts (for POST/PATCH/DELETE). */
  valid?: Record<string, unknown>;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Administrator routes that need an administrator session. */
export const GUARDED_ADMIN_ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/admin/auth/user' },
  { method: 'POST', url: '/api/admin/auth/logout' },
  { method: 'PATCH', url: '/api/admin/auth/credentials', valid: { username: 'nuovo-admin', password: 'password-nuova' } },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/users',
    valid: {
      username: 'matrice',
      password: 'password-sicura',
      nomeAzienda: 'A',
      nomePersona: 'B',
      telefono: '1',
      email: 'matrice@example.com',
      crediti: 1,
    },
  },
  { method: 'PATCH', url: `/api/admin/users/${SOME_ID}/credits`, valid: { crediti: 5 } },
  { method: 'GET', url: '/api/admin/catalog-logs' },
  { method: 'PATCH', url: '/api/admin/settings/max_images_per_catalog', valid: { valore: '30', descrizione: 'Limite massimo di immagini per catalogo' } },
  { method: 'PATCH', url: `/api/admin/users/${SOME_ID}`, valid: { nomeAzienda: 'Nuova Moda Srl', email: 'nuova@example.com' } },
  { method: 'POST', url: `/api/admin/users/${SOME_ID}/password`, valid: { password: 'password-nuova' } },
  { method: 'POST', url: `/api/admin/users/${SOME_ID}/disable` },
  { method: 'POST', url: `/api/admin/users/${SOME_ID}/enable` },
  { method: 'DELETE', url: `/api/admin/users/${SOME_ID}` },
  { method: 'GET', url: `/api/admin/users/${SOME_ID}/credit-history` },
  { method: 'GET', url: '/api/admin/catalog-logs/search' },
  { method: 'GET', url: '/api/admin/catalog-logs.csv' },
  { method: 'GET', url: '/api/admin/notifications' },
  { method: 'POST', url: '/api/admin/notifications/seen' },
  { method: 'GET', url: '/api/admin/publications' },
  { method: 'PATCH', url: '/api/admin/publications/:id', valid: { blocked: true } },
  { method: 'GET', url: '/api/admin/publish-limits' },
  { method: 'PATCH', url: '/api/admin/publish-limits', valid: { liveLinks: 10 } },
  { method: 'POST', url: '/api/admin/reset-database' },
];

/** Routes that need a user session (issue 6.8 added the account's; an administrator session gets 403). */
export const GUARDED_USER_ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/user' },
  { method: 'POST', url: '/api/generate-catalog', valid: { numeroImmagini: 3 } },
  { method: 'POST', url: '/api/translate', valid: { text: 'Collezione primavera', targetLanguage: 'Francese' } },
  { method: 'POST', url: '/api/user/password', valid: { currentPassword: 'password-sicura', newPassword: 'password-nuova' } },
  { method: 'GET', url: '/api/user/history' },
  // Issue 36: publishing and the seller's orders (ids that exist nowhere: the guard answers first).
  { method: 'POST', url: '/api/publications', valid: {} },
  { method: 'POST', url: '/api/publications/pending/:pendingId/commit', valid: {} },
  { method: 'GET', url: '/api/publications' },
  { method: 'PATCH', url: '/api/publications/:id', valid: { enabled: false } },
  { method: 'DELETE', url: '/api/publications/:id' },
  { method: 'GET', url: '/api/orders' },
  { method: 'GET', url: '/api/orders/new-count' },
  { method: 'PATCH', url: `/api/orders/${SOME_ID}`, valid: { status: 'confirmed' } },
  { method: 'DELETE', url: `/api/orders/${SOME_ID}` },
];

/** Every route that takes a body, with a body it accepts. */
export const BODY_ROUTES: RouteCase[] = [
  { method: 'POST', url: '/api/login', valid: { username: 'qualcuno', password: 'password' } },
  { method: 'POST', url: '/api/logout' },
  { method: 'POST', url: '/api/admin/auth/login', valid: { username: 'admin', password: 'admin' } },
  { method: 'POST', url: '/api/admin/init' },
  { method: 'POST', url: '/api/admin/test-login', valid: { username: 'admin', password: 'admin' } },
  { method: 'POST', url: '/api/v/:id/access', valid: { code: 'codice-123' } },
  { method: 'POST', url: '/api/v/:id/orders', valid: { buyer: {}, quantities: {}, termsAccepted: true } },
  ...GUARDED_USER_ROUTES.filter((route) => route.method !== 'GET'),
  ...GUARDED_ADMIN_ROUTES.filter((route) => route.method !== 'GET'),
];

/**
 * The headers of the public page, its files and its API (DECISIONS 'Published catalogues'): a CSP
 * stricter than the app's (no WebAssembly, no workers, no blob: or inline script; the JSON data
 * block is not run), no referrer, and noindex unless the owner allows indexing.
 */
export const PUBLIC_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // React sets style attributes at run time (as in the app).
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

export const PUBLIC_HEADERS = {
  'content-security-policy': PUBLIC_CONTENT_SECURITY_POLICY,
  'referrer-policy': 'no-referrer',
} as const;

export const NOINDEX = { 'x-robots-tag': 'noindex' } as const;

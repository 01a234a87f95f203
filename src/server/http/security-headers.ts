/**
 * The security headers of every answer, written once (docs/decisions/0920): the plugin sets them
 * on routed answers, and the answers made before routing (a broken URL, a malformed request on
 * the raw socket) send the same set. The CSP allows the app's own scripts and WebAssembly, its
 * workers (blob: too, for the PDF worker), photos from blob:/data: (previews of the user's files)
 * and fonts from our origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the photo workers compile libheif's WebAssembly (HEIC photos,
  // docs/decisions/0650); it allows no JavaScript eval.
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  // React and Radix set style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/** helmet 8's defaults with our CSP: the values the app sent before they were written here. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** An API answer is never stored by a cache (issue 13.4): it carries personal data or a token. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

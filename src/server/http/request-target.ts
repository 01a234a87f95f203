/**
 * The one reading of a request's target (issue 27.6, docs/decisions/0920): the router, the no-store
 * rule, the web app's fallback and the guards all see the URL this returns, so a spelling the
 * router accepts can never slip past a rule that reads the path.
 */

/** RFC 3986 2.3: escapes of these mean the character itself (6.2.2.2 decodes them). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Decodes escaped unreserved characters ('/%61pi' is '/api') and upper-cases the other escapes. */
function canonicalEscapes(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * The path and query of an absolute-form target ('http://host/api/health', RFC 9112 3.2.2), cut
 * by hand rather than by URL, which would resolve dot segments the origin form keeps.
 */
function fromAbsoluteForm(target: string): string | undefined {
  const authority = /^https?:\/\/[^/?#]+/i.exec(target);
  if (!authority) return undefined;
  const rest = target.slice(authority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The origin-form URL a request is routed by: the absolute form reduced to its path, escapes in
 * canonical form, the query kept as sent. A target that is neither form (asterisk, authority,
 * garbage) comes back unchanged, so that `isOriginForm` refuses it; broken escapes stay for the
 * router, which refuses them.
 */
export function normaliseRequestTarget(target: string): string {
  const originForm = target.startsWith('/') ? target : fromAbsoluteForm(target);
  if (originForm === undefined) return target;
  const queryAt = originForm.search(/[?#]/);
  const path = queryAt === -1 ? originForm : originForm.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : originForm.slice(queryAt);
  return canonicalEscapes(path) + rest;
}

export const isOriginForm = (url: string) => url.startsWith('/');

/** The API's own subtree, '/api' itself included, whatever the query. */
export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Who is calling (DECISIONS "Accounts and sessions", STYLE 3): a bearer token wins over cookies and
 * an invalid one is 401 with no cookie fallback; a session of the wrong kind is 403. Route groups
 * add `requireSession(kind)` as an onRequest hook; handlers never check by hand.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.js';
import type { ServiceContext } from '../services/context.js';
import type { PublicUserRow } from '../services/public-views.js';
import { resolveSession, type ResolvedSession, type SessionOwner } from '../services/sessions.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from './session-cookies.js';

export type AuthenticatedSession = ResolvedSession & { token: string; via: 'bearer' | 'cookie' };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

type Kind = SessionOwner['kind'];

/** The bearer token when an Authorization header is present ('' when it is malformed). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header.trim());
  return match?.[1] ?? '';
}

interface FoundToken {
  token: string;
  via: 'bearer' | 'cookie';
  cookieKind?: Kind;
}

/**
 * On administrator routes the browser also sends the user cookie (path /): a user session found
 * there must answer 403, not 401, so it is looked at when no administrator cookie is present.
 */
function findToken(request: FastifyRequest, kind: Kind): FoundToken | undefined {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  const own = sessionCookie(request, kind);
  if (own) return { token: own, via: 'cookie', cookieKind: kind };
  const other: Kind = kind === 'admin' ? 'user' : 'admin';
  const foreign = sessionCookie(request, other);
  return foreign ? { token: foreign, via: 'cookie', cookieKind: other } : undefined;
}

interface GuardOptions {
  /** Reads the signed-in user's row with the session, in the same query (GET /api/user). */
  withUser?: boolean;
}

async function authenticate(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply, kind: Kind, options: GuardOptions): Promise<void> {
  const found = findToken(request, kind);
  if (!found || found.token === '') throw new AppError('UNAUTHORIZED');
  const lookup = await resolveSession(ctx.db, found.token, ctx.now(), options);
  if (lookup.status !== 'valid') {
    if (found.cookieKind) clearSessionCookie(ctx.config, request, reply, found.cookieKind);
    throw new AppError(lookup.status === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
  }
  const session = lookup.session;
  if (session.kind !== kind) throw new AppError('FORBIDDEN');
  if (found.via === 'cookie' && session.slid) {
    // Sliding sessions (DECISIONS): the cookie's expiry follows the server's.
    setSessionCookie(ctx.config, request, reply, kind, found.token, session.expiresAt);
  }
  request.auth = { ...session, token: found.token, via: found.via };
}

export function requireSession(ctx: ServiceContext, kind: Kind, options: GuardOptions = {}): onRequestAsyncHookHandler {
  return async (request, reply) => authenticate(ctx, request, reply, kind, options);
}

/** The session of a route guarded by requireSession (a missing one is a wiring bug). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new Error('route is not guarded by requireSession');
  return request.auth;
}

export function userIdOf(request: FastifyRequest): string {
  const session = sessionOf(request);
  if (session.kind !== 'user') throw new Error('route is not guarded for users');
  return session.userId;
}

export function adminIdOf(request: FastifyRequest): string {
  const session = sessionOf(request);
  if (session.kind !== 'admin') throw new Error('route is not guarded for administrators');
  return session.adminId;
}

/**
 * The signed-in user of a page request (the generator drawn by the server, decision 1021), checked
 * exactly as GET /api/user checks it, sliding cookie and clearing of a dead one included; null where
 * that call would answer 401 or 403, so the page is then the plain app.
 */
export async function pageUser(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply): Promise<PublicUserRow | null> {
  try {
    await authenticate(ctx, request, reply, 'user', { withUser: true });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  return request.auth?.user ?? null;
}

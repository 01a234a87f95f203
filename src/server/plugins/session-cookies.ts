/**
 * Session cookies (DECISIONS "Accounts and sessions"): HttpOnly; the user's SameSite=Lax on /, the
 * administrator's SameSite=Strict scoped to /api/admin; Secure behind HTTPS.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { SessionOwner } from '../services/sessions.js';

export const USER_COOKIE = 'vetrina_session';
export const ADMIN_COOKIE = 'vetrina_admin_session';

type Kind = SessionOwner['kind'];

const cookieOptions = (kind: Kind) =>
  kind === 'user'
    ? ({ name: USER_COOKIE, path: '/', sameSite: 'lax' } as const)
    : ({ name: ADMIN_COOKIE, path: '/api/admin', sameSite: 'strict' } as const);

export function isSecure(config: Config, request: FastifyRequest): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

export function setSessionCookie(config: Config, request: FastifyRequest, reply: FastifyReply, kind: Kind, token: string, expiresAt: Date): void {
  const { name, ...scope } = cookieOptions(kind);
  reply.setCookie(name, token, { ...scope, httpOnly: true, secure: isSecure(config, request), expires: expiresAt });
}

export function clearSessionCookie(config: Config, request: FastifyRequest, reply: FastifyReply, kind: Kind): void {
  const { name, ...scope } = cookieOptions(kind);
  reply.clearCookie(name, { ...scope, httpOnly: true, secure: isSecure(config, request) });
}

export function sessionCookie(request: FastifyRequest, kind: Kind): string | undefined {
  return request.cookies[cookieOptions(kind).name];
}

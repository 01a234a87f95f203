/**
 * Request guards that apply to every route (DECISIONS "Accounts and sessions", "Errors and
 * validation"): bodies are JSON only (415 otherwise) and cookie-carried state changes must come
 * from our own origin (a bearer token is not sent by browsers on their own, so it needs no check).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { bearerToken } from './authentication.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isForeignOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Both through URL, so a default port written out ('http://host:80') still matches.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    // 'null' (sandboxed frames, some redirects) or garbage: not our origin.
    return true;
  }
}

export function registerRequestGuards(app: FastifyInstance): void {
  // Fastify parses text/plain by default; only JSON bodies are accepted here.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || bearerToken(request) !== undefined) return;
    if (isForeignOrigin(request)) throw new AppError('CROSS_SITE_REQUEST');
  });
}

/**
 * Every API answer is `Cache-Control: no-store` (issue 13.4): signed-in answers carry personal
 * data, the login answers carry the token, and nothing under /api is worth a shared cache's risk.
 * The path is the normalised one (issue 27.6), so '/%61pi/user' is under /api like '/api/user'.
 */
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/request-target.js';
import { NO_STORE } from '../http/security-headers.js';

export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.headers(NO_STORE);
    return payload;
  });
}

/** Every answer that goes through the app carries the security headers (SECURITY_HEADERS). */
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers.js';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}

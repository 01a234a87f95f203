/**
 * Every API answer is `Cache-Control: no-store` (issue 13.4): signed-in answers carry personal
 * data, the login answers carry the token, and nothing under /api is worth a shared cache's risk.
 */
import type { FastifyInstance } from 'fastify';

export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

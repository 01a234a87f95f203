/**
 * Serves the built web app from dist/web; client-side routes fall back to index.html for GETs
 * outside /api, unknown /api paths are a JSON 404. Before the first build a short Italian page
 * says how to build it.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/index.js';
import { isApiPath } from '../http/request-target.js';
import { sendApiNotFound } from './error-handler.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${BRAND_NAME}</title></head>
<body><h1>${BRAND_NAME} - ${BRAND_SUBTITLE}</h1>
<p>L'interfaccia web non è ancora stata compilata. Avvia <code>npm start</code> oppure <code>npm run build</code>.</p>
</body></html>`;

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const built = existsSync(join(webRoot, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: 'index.html',
      // The build writes .br/.gz beside every text asset; serving them cuts the first screen's bytes.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        reply.header('cache-control', path.startsWith(join(webRoot, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) return sendApiNotFound(reply);
    if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}

/**
 * Serves the built web app from dist/web; client-side routes fall back to index.html for GETs
 * outside /api, unknown /api paths are a JSON 404. Before the first build a short Italian page
 * says how to build it. '/' with a user's session carries the generator already drawn (decision 1021).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/index.js';
import { sendHtml } from '../http/compressed-html.js';
import { isApiPath } from '../http/request-target.js';
import type { ServiceContext } from '../services/context.js';
import { loadGeneratorScreen } from '../../web/app/use-generator-screen.js';
import { canDrawGenerator, generatorPage } from '../services/generator-page.js';
import { toPublicUser, type PublicUserRow } from '../services/public-views.js';
import { getMaxImages } from '../services/settings.js';
import { pageUser } from './authentication.js';
import { sendApiNotFound } from './error-handler.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${BRAND_NAME}</title></head>
<body><h1>${BRAND_NAME} - ${BRAND_SUBTITLE}</h1>
<p>L'interfaccia web non è ancora stata compilata. Avvia <code>npm start</code> oppure <code>npm run build</code>.</p>
</body></html>`;

export async function registerWebApp(app: FastifyInstance, ctx: ServiceContext, webRoot: string): Promise<void> {
  const built = existsSync(join(webRoot, 'index.html'));
  if (built) {
    let template: Promise<string> | undefined;
    // The generator's modules are loaded now rather than by the first signed-in visit, which would
    // wait for them (hundreds of modules) before its page is drawn.
    void loadGeneratorScreen().catch((error: unknown) => app.log.error(error, 'the generator screen could not be loaded for drawing'));
    const drawGenerator = async (page: string, user: PublicUserRow, url: string) => generatorPage(page, { user: toPublicUser(user), maxImages: await getMaxImages(ctx.db) }, url);
    // The static route '/*' would answer '/' with the plain file; this one, more specific, comes first.
    app.get('/', async (request, reply) => {
      template ??= readFile(join(webRoot, 'index.html'), 'utf8');
      const page = await template;
      const user = canDrawGenerator(page) ? await pageUser(ctx, request, reply) : null;
      const drawn = user && (await drawGenerator(page, user, request.url).catch((error: unknown) => request.log.error(error, 'the generator screen could not be drawn')));
      // Undrawn, the page is the app as before: it draws the screen itself.
      if (!drawn) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // A page made for one person: no cache, shared or the browser's, may keep it.
      reply.header('cache-control', 'private, no-store');
      return sendHtml(request, reply, drawn, { shared: false });
    });
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

/**
 * The public side of a published catalogue (issue 36, decision 1031): the page at /v/:id, its data
 * at /api/v/:id, its files, and the access code. No route here reads a user or administrator
 * session; every answer carries the public page's headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AccessCodeRequest, MESSAGES, PlacedOrder, PlaceOrderRequest, StoredFileName, type PublicPageData } from '../../shared/index.js';
import { publishedFiles } from '../db/schema.js';
import { AppError } from '../errors.js';
import { sendHtml } from '../http/compressed-html.js';
import { requiredIdempotencyKey } from '../http/idempotency-key.js';
import { NOINDEX, PUBLIC_HEADERS } from '../http/public-page-headers.js';
import { isSecure } from '../plugins/session-cookies.js';
import { ACCESS_COOKIE_DAYS, accessCookieName, enterAccessCode, hasAccess } from '../services/publications/access.js';
import { CONTENT_TYPES, kindOf } from '../services/publications/file-check.js';
import { publicPageData } from '../services/publications/public-data.js';
import { messagePage, renderPublicPage, type TemplateSource } from '../services/publications/public-html.js';
import { liveLink, type LiveLink } from '../services/publications/public-link.js';
import { countView, visitorHash } from '../services/publications/views.js';
import { buyerOrderSheet } from '../services/orders/buyer-order-sheet.js';
import { ordersCsv, ordersWorkbook } from '../services/orders/order-export.js';
import { sendOrderMail } from '../services/orders/order-mail.js';
import { orderPdf } from '../services/orders/order-pdf.js';
import { orderByReceipt, placeOrder } from '../services/orders/place-order.js';
import type { RouteDeps } from './deps.js';

export interface PublicPageDeps extends RouteDeps {
  template: TemplateSource;
}

/** Path ids are checked by the services (an unknown id is 404 like any other): any short text passes here. */
const byId = z.strictObject({ id: z.string().max(64) });

const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 512);

/** A 404 or 410 of the page or a file, as a small Italian page. */
function sendHtmlError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'GONE' && error.code !== 'FORBIDDEN')) throw error;
  const title = error.code === 'GONE' ? 'Catalogo non disponibile' : error.code === 'FORBIDDEN' ? 'Accesso richiesto' : 'Catalogo non trovato';
  return reply.code(error.status).headers({ ...NOINDEX, 'cache-control': 'no-store' }).type('text/html; charset=utf-8').send(messagePage(title, error.message));
}

export const publishedPublicRoutes: FastifyPluginAsyncZod<PublicPageDeps> = async (app, { ctx, store, template }) => {
  // noindex on every answer (errors included) but a live link's whose owner allows indexing.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ ...PUBLIC_HEADERS, ...NOINDEX });
  });

  const unlocked = (request: FastifyRequest, link: LiveLink) => hasAccess(ctx, link, request.cookies[accessCookieName(link.id)]);
  const robots = (reply: FastifyReply, link: LiveLink) => (link.allowIndexing ? reply.removeHeader('x-robots-tag') : reply);
  // A HEAD (a link preview, a checker, a crawler's probe) is not somebody looking at the catalogue.
  const countVisit = (request: FastifyRequest, link: LiveLink, data: PublicPageData) =>
    data.status === 'ok' && request.method === 'GET' ? countView(ctx, link.id, request.ip, userAgent(request)) : undefined;

  app.get('/v/:id', { schema: { params: byId } }, async (request, reply) => {
    let link: LiveLink;
    try {
      link = await liveLink(ctx, request.params.id);
    } catch (error) {
      return sendHtmlError(reply, error);
    }
    const data = publicPageData(link, await unlocked(request, link));
    await countVisit(request, link, data);
    robots(reply, link).header('cache-control', 'no-store');
    return sendHtml(request, reply, renderPublicPage(await template(), data, link.allowIndexing), { shared: true });
  });

  // No response schema: the content's schema cleans text on the way in, and the stored content is already clean.
  app.get('/api/v/:id', { schema: { params: byId } }, async (request, reply): Promise<PublicPageData> => {
    const link = await liveLink(ctx, request.params.id);
    const data = publicPageData(link, await unlocked(request, link));
    await countVisit(request, link, data);
    robots(reply, link);
    return data;
  });

  app.post('/api/v/:id/access', { schema: { params: byId, body: AccessCodeRequest } }, async (request, reply) => {
    const link = await liveLink(ctx, request.params.id);
    const token = await enterAccessCode(ctx, link, request.body.code, request.ip);
    if (token !== undefined) {
      reply.setCookie(accessCookieName(link.id), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(ctx.config, request),
        maxAge: ACCESS_COOKIE_DAYS * 24 * 60 * 60,
      });
    }
    return reply.code(204).send();
  });

  app.post('/api/v/:id/orders', { schema: { params: byId, body: PlaceOrderRequest, response: { 201: PlacedOrder, 200: PlacedOrder } } }, async (request, reply) => {
    const key = requiredIdempotencyKey(request.headers['idempotency-key']);
    const link = await liveLink(ctx, request.params.id);
    if (!(await unlocked(request, link))) throw new AppError('FORBIDDEN', MESSAGES.publications.accessCodeRequired);
    const clientHash = await visitorHash(ctx, request.ip, '');
    const { order, created } = await placeOrder(ctx, { link, request: request.body, key, clientHash });
    if (created) {
      const mail = { to: link.company.email, number: order.number, catalogue: link.title, buyer: request.body.buyer, lines: order.lines, pieces: order.pieces, total: order.total, currency: order.currency, unpricedPieces: order.unpricedPieces };
      void sendOrderMail(ctx.config, mail, request.log);
    } else {
      reply.header('idempotent-replayed', 'true');
    }
    return reply.code(created ? 201 : 200).send(order);
  });

  app.get(
    '/api/v/:id/orders/:file',
    { schema: { params: z.strictObject({ id: z.string().max(64), file: z.string().max(40) }), querystring: z.strictObject({ receipt: z.string().max(100) }) } },
    async (request, reply) => {
      const match = /^(V-\d{4}-\d{6,12})\.(xlsx|csv|pdf)$/.exec(request.params.file);
      if (!match) throw new AppError('NOT_FOUND', MESSAGES.publications.orderNotFound);
      const link = await liveLink(ctx, request.params.id);
      const row = await orderByReceipt(ctx, link.id, match[1]!, request.query.receipt);
      const exported = { number: row.number, createdAt: new Date(row.createdAt), status: row.status, catalogue: link.title, currency: row.currency, buyer: row.buyer as PlaceOrderRequest['buyer'], lines: row.lines as PlacedOrder['lines'] };
      reply.header('content-disposition', `attachment; filename="ordine-${row.number}.${match[2]}"`);
      if (match[2] === 'csv') return reply.type('text/csv; charset=utf-8').send(ordersCsv([exported]));
      if (match[2] === 'pdf') {
        const totals = { pieces: row.pieces, total: Number(row.total), unpricedPieces: row.unpricedPieces };
        return reply.type('application/pdf').send(Buffer.from(await orderPdf(exported, link.company, totals)));
      }
      const sheet = (await buyerOrderSheet(link, { ...exported, version: row.version })) ?? (await ordersWorkbook([exported]));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(sheet));
    },
  );

  app.get('/v/:id/files/:name', { schema: { params: z.strictObject({ id: z.string().max(64), name: z.string().max(80) }) } }, async (request, reply) => {
    let link: LiveLink;
    try {
      link = await liveLink(ctx, request.params.id);
      if (!(await unlocked(request, link))) throw new AppError('FORBIDDEN', MESSAGES.publications.accessCodeRequired);
      if (!StoredFileName.safeParse(request.params.name).success) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
    } catch (error) {
      return sendHtmlError(reply, error);
    }
    const { name } = request.params;
    const [file] = await ctx.db
      .select({ storageKey: publishedFiles.storageKey })
      .from(publishedFiles)
      .where(and(eq(publishedFiles.linkId, link.id), eq(publishedFiles.name, name), eq(publishedFiles.live, true)));
    const stored = file && (await store.read(file.storageKey));
    if (!stored) return sendHtmlError(reply, new AppError('NOT_FOUND', MESSAGES.errors.notFound));
    const etag = `"${name.slice(0, 64)}"`;
    robots(reply, link).headers({
      etag,
      // Behind an access code, no shared cache may keep the file.
      'cache-control': `${link.accessCodeHash === null ? 'public' : 'private'}, max-age=31536000, immutable`,
      'content-type': CONTENT_TYPES[kindOf(name)],
    });
    if (request.headers['if-none-match'] === etag) {
      stored.stream.destroy();
      return reply.code(304).send();
    }
    if (kindOf(name) === 'pdf') reply.header('content-disposition', 'inline; filename="catalogo.pdf"');
    reply.header('content-length', String(stored.bytes));
    return reply.send(stored.stream);
  });
};

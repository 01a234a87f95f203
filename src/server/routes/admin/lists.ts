/**
 * The administrator's lists beyond the spec (issue 6.9, 6.10): the catalogue log paged and searched
 * on the server, its CSV export, and the dashboard's notifications. The spec's array answers of
 * GET /api/admin/users and /api/admin/catalog-logs stay as they are (management.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminNotifications,
  CatalogLogExportQuery,
  CatalogLogPage,
  CatalogLogSearchQuery,
  MarkNotificationsSeenRequest,
  MarkNotificationsSeenResponse,
} from '../../../shared/index.js';
import { adminIdOf, requireSession } from '../../plugins/authentication.js';
import { catalogLogCsv, catalogLogFileName } from '../../services/catalog-log-export.js';
import { searchCatalogLogs } from '../../services/catalog-log-search.js';
import { getNotifications, markNotificationsSeen } from '../../services/notifications.js';
import type { RouteDeps } from '../deps.js';

export const adminListRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession(ctx, 'admin'));

  app.get(
    '/api/admin/catalog-logs/search',
    { schema: { querystring: CatalogLogSearchQuery, response: { 200: CatalogLogPage } } },
    async (request) => searchCatalogLogs(ctx.db, request.query),
  );

  app.get('/api/admin/catalog-logs.csv', { schema: { querystring: CatalogLogExportQuery } }, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${catalogLogFileName(ctx.now())}"`)
      // The log holds usernames: no shared cache keeps a copy.
      .header('cache-control', 'no-store')
      .send(Readable.from(catalogLogCsv(ctx.db, request.query))),
  );

  app.get('/api/admin/notifications', { schema: { response: { 200: AdminNotifications } } }, async (request) =>
    getNotifications(ctx.db, { adminId: adminIdOf(request), now: ctx.now() }),
  );

  app.post(
    '/api/admin/notifications/seen',
    { schema: { body: MarkNotificationsSeenRequest, response: { 200: MarkNotificationsSeenResponse } } },
    async (request) => {
      const until = request.body?.until;
      const seenAt = await markNotificationsSeen(ctx.db, {
        adminId: adminIdOf(request),
        ...(until ? { until: new Date(until) } : {}),
        now: ctx.now(),
      });
      return { seenAt: seenAt.toISOString() };
    },
  );
};

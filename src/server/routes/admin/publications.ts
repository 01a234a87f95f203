/** The administrator and published catalogues (issue 36): every user's links, blocking for abuse, the publishing limits. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBlockRequest, AdminPublicationsOfUser, PublicationSummary, PublishLimitsSettings, UpdatePublishLimitsRequest } from '../../../shared/index.js';
import { requireSession } from '../../plugins/authentication.js';
import { adminPublications, setBlocked } from '../../services/publications/admin-publications.js';
import { RandomId } from '../../services/publications/ids.js';
import { getPublishLimits, setPublishLimit, type PublishLimitName } from '../../services/publications/limits.js';
import type { RouteDeps } from '../deps.js';

export const adminPublicationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession(ctx, 'admin'));

  app.get('/api/admin/publications', { schema: { response: { 200: z.array(AdminPublicationsOfUser) } } }, async () => adminPublications(ctx.db));

  app.patch(
    '/api/admin/publications/:id',
    { schema: { params: z.strictObject({ id: RandomId }), body: AdminBlockRequest, response: { 200: PublicationSummary } } },
    async (request) => setBlocked(ctx.db, request.params.id, request.body.blocked, ctx.now()),
  );

  app.get('/api/admin/publish-limits', { schema: { response: { 200: PublishLimitsSettings } } }, async () => getPublishLimits(ctx.db));

  app.patch('/api/admin/publish-limits', { schema: { body: UpdatePublishLimitsRequest, response: { 200: PublishLimitsSettings } } }, async (request) => {
    for (const [name, value] of Object.entries(request.body) as [PublishLimitName, number | undefined][]) {
      if (value !== undefined) await setPublishLimit(ctx.db, name, value, ctx.now());
    }
    return getPublishLimits(ctx.db);
  });
};

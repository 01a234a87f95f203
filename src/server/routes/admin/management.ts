/** What a signed-in administrator manages: users, credits, logs, the image limit, reset (spec 6, 7). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUser,
  CatalogLogEntry,
  CreateUserRequest,
  EmptyBody,
  MESSAGES,
  MessageResponse,
  UpdateCreditsRequest,
  UpdateMaxImagesRequest,
  UpdateMaxImagesResponse,
  UserIdParams,
} from '../../../shared/index.js';
import { adminIdOf, requireSession } from '../../plugins/authentication.js';
import { clearSessionCookie } from '../../plugins/session-cookies.js';
import { resetDatabase } from '../../services/admins.js';
import { removeLinkFiles } from '../../services/publications/remove-link-files.js';
import { listCatalogLogs } from '../../services/catalog-logs.js';
import { setMaxImages } from '../../services/settings.js';
import { createUser, listUsers, setUserCredits } from '../../services/users.js';
import type { RouteDeps } from '../deps.js';

export const adminManagementRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, store }) => {
  app.addHook('onRequest', requireSession(ctx, 'admin'));

  app.get('/api/admin/users', { schema: { response: { 200: z.array(AdminUser) } } }, async () => listUsers(ctx.db));

  app.post('/api/admin/users', { schema: { body: CreateUserRequest, response: { 201: AdminUser } } }, async (request, reply) => {
    const user = await createUser(ctx.db, { input: request.body, adminId: adminIdOf(request), now: ctx.now() });
    return reply.code(201).send(user);
  });

  app.patch(
    '/api/admin/users/:id/credits',
    { schema: { params: UserIdParams, body: UpdateCreditsRequest, response: { 200: AdminUser } } },
    async (request) =>
      setUserCredits(ctx.db, { userId: request.params.id, crediti: request.body.crediti, adminId: adminIdOf(request), now: ctx.now() }),
  );

  app.get('/api/admin/catalog-logs', { schema: { response: { 200: z.array(CatalogLogEntry) } } }, async () => listCatalogLogs(ctx.db));

  app.patch(
    '/api/admin/settings/max_images_per_catalog',
    { schema: { body: UpdateMaxImagesRequest, response: { 200: UpdateMaxImagesResponse } } },
    async (request) => {
      const maxImages = await setMaxImages(ctx.db, { ...request.body, now: ctx.now() });
      return { message: MESSAGES.success.limitUpdated, maxImages };
    },
  );

  app.post('/api/admin/reset-database', { schema: { body: EmptyBody, response: { 200: MessageResponse } } }, async (request, reply) => {
    const links = await resetDatabase(ctx.db, ctx.config, ctx.now());
    await removeLinkFiles(store, links, request.log);
    // The administrator who asked is gone with its session.
    clearSessionCookie(ctx.config, request, reply, 'admin');
    return { message: MESSAGES.success.databaseReset };
  });
};

/** Administrator bootstrap calls that need no session (DECISIONS "Administrator bootstrap"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyBody, MESSAGES, MessageResponse, SetupStatusResponse, TestLoginRequest, TestLoginResponse } from '../../../shared/index.js';
import { getSetupStatus, initAdmin } from '../../services/admins.js';
import { testAdminCredentials } from '../../services/authentication.js';
import type { RouteDeps } from '../deps.js';

export const adminBootstrapRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get('/api/admin/setup-status', { schema: { response: { 200: SetupStatusResponse } } }, async () =>
    getSetupStatus(ctx.db, ctx.config),
  );

  app.post('/api/admin/init', { schema: { body: EmptyBody, response: { 200: MessageResponse } } }, async () => {
    await initAdmin(ctx.db, ctx.config, ctx.now());
    return { message: MESSAGES.success.adminCreated };
  });

  app.post('/api/admin/test-login', { schema: { body: TestLoginRequest, response: { 200: TestLoginResponse } } }, async (request) =>
    testAdminCredentials(ctx, { ...request.body, ip: request.ip }),
  );
};

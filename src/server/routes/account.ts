/** The signed-in user's own account (issue 6.8): a user session only, like every user route. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, AccountHistoryQuery, AccountHistoryResponse, ChangePasswordRequest, MessageResponse } from '../../shared/index.js';
import { requireSession, sessionOf, userIdOf } from '../plugins/authentication.js';
import { changeOwnPassword, readOwnHistory } from '../services/account.js';
import type { RouteDeps } from './deps.js';

export const accountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession(ctx, 'user'));

  app.post('/api/user/password', { schema: { body: ChangePasswordRequest, response: { 200: MessageResponse } } }, async (request) => {
    await changeOwnPassword(ctx, {
      userId: userIdOf(request),
      keepSessionId: sessionOf(request).sessionId,
      ip: request.ip,
      ...request.body,
    });
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  app.get(
    '/api/user/history',
    { schema: { querystring: AccountHistoryQuery, response: { 200: AccountHistoryResponse } } },
    async (request) => readOwnHistory(ctx.db, { userId: userIdOf(request), ...request.query }),
  );
};

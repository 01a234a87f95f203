/** The administrator's per-user tools (issue 6.9; docs/decisions/0610-administrator-user-tools.md). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUser,
  CreditHistoryEntry,
  EmptyBody,
  MESSAGES,
  MessageResponse,
  SetUserPasswordRequest,
  UpdateUserDetailsRequest,
  UserIdParams,
} from '../../../shared/index.js';
import { requireSession } from '../../plugins/authentication.js';
import { creditHistory, deleteUser, disableUser, enableUser, setUserPassword, updateUserDetails } from '../../services/user-accounts.js';
import { removeLinkFiles } from '../../services/publications/remove-link-files.js';
import type { RouteDeps } from '../deps.js';

export const adminUserAccountRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, store }) => {
  app.addHook('onRequest', requireSession(ctx, 'admin'));

  app.patch(
    '/api/admin/users/:id',
    { schema: { params: UserIdParams, body: UpdateUserDetailsRequest, response: { 200: AdminUser } } },
    async (request) => updateUserDetails(ctx.db, { userId: request.params.id, changes: request.body, now: ctx.now() }),
  );

  app.post(
    '/api/admin/users/:id/password',
    { schema: { params: UserIdParams, body: SetUserPasswordRequest, response: { 200: MessageResponse } } },
    async (request) => {
      await setUserPassword(ctx.db, { userId: request.params.id, password: request.body.password, now: ctx.now() });
      return { message: MESSAGES.userAccounts.passwordSet };
    },
  );

  app.post(
    '/api/admin/users/:id/disable',
    { schema: { params: UserIdParams, body: EmptyBody, response: { 200: AdminUser } } },
    async (request) => disableUser(ctx.db, { userId: request.params.id, now: ctx.now() }),
  );

  app.post(
    '/api/admin/users/:id/enable',
    { schema: { params: UserIdParams, body: EmptyBody, response: { 200: AdminUser } } },
    async (request) => enableUser(ctx.db, { userId: request.params.id, now: ctx.now() }),
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: UserIdParams, body: EmptyBody, response: { 200: MessageResponse } } },
    async (request) => {
      const links = await deleteUser(ctx.db, { userId: request.params.id });
      await removeLinkFiles(store, links, request.log);
      return { message: MESSAGES.userAccounts.userDeleted };
    },
  );

  app.get(
    '/api/admin/users/:id/credit-history',
    { schema: { params: UserIdParams, response: { 200: z.array(CreditHistoryEntry) } } },
    async (request) => creditHistory(ctx.db, request.params.id),
  );
};

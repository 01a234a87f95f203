/** The administrator's sign-in, sign-out, current admin and credentials (spec 7). */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCredentialsRequest,
  AdminCredentialsResponse,
  AdminLoginResponse,
  EmptyBody,
  LoginRequest,
  MESSAGES,
  MessageResponse,
  PublicAdmin,
} from '../../../shared/index.js';
import { AppError } from '../../errors.js';
import { adminIdOf, requireSession, sessionOf } from '../../plugins/authentication.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookies.js';
import { findAdminById, updateAdminCredentials } from '../../services/admins.js';
import { loginAdmin } from '../../services/authentication.js';
import { ADMIN_SESSION_MS, revokeSession } from '../../services/sessions.js';
import type { RouteDeps } from '../deps.js';

export const adminSessionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post('/api/admin/auth/login', { schema: { body: LoginRequest, response: { 200: AdminLoginResponse } } }, async (request, reply) => {
    const answer = await loginAdmin(ctx, { ...request.body, ip: request.ip });
    setSessionCookie(ctx.config, request, reply, 'admin', answer.token, new Date(ctx.now().getTime() + ADMIN_SESSION_MS));
    return answer;
  });

  await app.register(async (plugin) => {
    const guarded = plugin.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('onRequest', requireSession(ctx, 'admin'));

    guarded.get('/api/admin/auth/user', { schema: { response: { 200: PublicAdmin } } }, async (request) => {
      const admin = await findAdminById(ctx.db, adminIdOf(request));
      if (!admin) throw new AppError('UNAUTHORIZED');
      return admin;
    });

    guarded.post('/api/admin/auth/logout', { schema: { body: EmptyBody, response: { 200: MessageResponse } } }, async (request, reply) => {
      await revokeSession(ctx.db, sessionOf(request).token);
      clearSessionCookie(ctx.config, request, reply, 'admin');
      return { message: MESSAGES.success.loggedOut };
    });

    guarded.patch(
      '/api/admin/auth/credentials',
      { schema: { body: AdminCredentialsRequest, response: { 200: AdminCredentialsResponse } } },
      async (request) => {
        const session = sessionOf(request);
        const admin = await updateAdminCredentials(ctx.db, {
          adminId: adminIdOf(request),
          ...request.body,
          keepSessionId: session.sessionId,
          now: ctx.now(),
        });
        return { message: MESSAGES.success.credentialsUpdated, admin };
      },
    );
  });
};

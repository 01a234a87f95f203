/** The user's sign-in, sign-out and current user (spec 4, 7; DECISIONS "Accounts and sessions"). */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmptyBody, LoginRequest, LoginResponse, MESSAGES, MessageResponse, PublicUser } from '../../shared/index.js';
import { AppError } from '../errors.js';
import { bearerToken, requireSession, sessionOf } from '../plugins/authentication.js';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../plugins/session-cookies.js';
import { loginUser } from '../services/authentication.js';
import { revokeSession, USER_SESSION_IDLE_MS } from '../services/sessions.js';
import { toPublicUser } from '../services/public-views.js';
import type { RouteDeps } from './deps.js';

export const userSessionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.post('/api/login', { schema: { body: LoginRequest, response: { 200: LoginResponse } } }, async (request, reply) => {
    const answer = await loginUser(ctx, { ...request.body, ip: request.ip });
    const expiresAt = new Date(ctx.now().getTime() + USER_SESSION_IDLE_MS);
    setSessionCookie(ctx.config, request, reply, 'user', answer.token, expiresAt);
    return answer;
  });

  // Revokes whatever session the call carries; signing out twice is not an error.
  app.post('/api/logout', { schema: { body: EmptyBody, response: { 200: MessageResponse } } }, async (request, reply) => {
    const token = bearerToken(request) ?? sessionCookie(request, 'user');
    if (token) await revokeSession(ctx.db, token);
    clearSessionCookie(ctx.config, request, reply, 'user');
    return { message: MESSAGES.success.loggedOut };
  });

  await app.register(async (plugin) => {
    const guarded = plugin.withTypeProvider<ZodTypeProvider>();
    // The session and the user in one read: the call every screen makes (issue 5 load targets).
    guarded.addHook('onRequest', requireSession(ctx, 'user', { withUser: true }));
    guarded.get('/api/user', { schema: { response: { 200: PublicUser } } }, async (request) => {
      const user = sessionOf(request).user;
      if (!user) throw new AppError('UNAUTHORIZED');
      return toPublicUser(user);
    });
  });
};

/** Charging a catalogue (spec 7 generate-catalog; DECISIONS "Credits"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, GenerateCatalogRequest, GenerateCatalogResponse } from '../../shared/index.js';
import { AppError } from '../errors.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { requireSession, userIdOf } from '../plugins/authentication.js';
import { chargeCatalog } from '../services/credits.js';
import { runIdempotent } from '../services/idempotency.js';
import { sha256Hex } from '../services/tokens.js';
import type { RouteDeps } from './deps.js';

export const catalogRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession(ctx, 'user'));

  app.post(
    '/api/generate-catalog',
    { schema: { body: GenerateCatalogRequest, response: { 200: GenerateCatalogResponse } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const options = { userId: userIdOf(request), numeroImmagini: request.body.numeroImmagini, now: ctx.now() };
      if (key === undefined) return chargeCatalog(ctx.db, options);
      const answer = await runIdempotent(
        ctx.db,
        { userId: options.userId, key, requestHash: sha256Hex(JSON.stringify(request.body)), now: options.now },
        (tx) => chargeCatalog(tx, options),
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      if (answer.status === 200) return GenerateCatalogResponse.parse(answer.body);
      // A stored refusal is replayed through the one error handler, so it leaves exactly as it first did.
      const refusal = ErrorResponse.parse(answer.body);
      throw new AppError(refusal.code, refusal.error, refusal.details ? { details: refusal.details } : {});
    },
  );
};

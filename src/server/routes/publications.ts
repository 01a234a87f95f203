/**
 * Publishing and the owner's links (issue 36, decision 1031): reserve, upload each file as raw
 * bytes, commit with the content; list, change, delete, stats.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  MESSAGES,
  PendingPublication,
  PublicationStats,
  PublicationSummary,
  PublishedContent,
  PublishRequest,
  PublishResponse,
  StoredFileName,
  UpdatePublicationRequest,
  UploadedFile,
} from '../../shared/index.js';
import { AppError } from '../errors.js';
import { requiredIdempotencyKey } from '../http/idempotency-key.js';
import { requireSession, userIdOf } from '../plugins/authentication.js';
import { commitPublication } from '../services/publications/commit.js';
import { CONTENT_TYPES, kindOf } from '../services/publications/file-check.js';
import { RandomId } from '../services/publications/ids.js';
import { deletePublication, publicationStats, updatePublication } from '../services/publications/owner.js';
import { receiveFile, reservePending } from '../services/publications/pending.js';
import { listPublications } from '../services/publications/summaries.js';
import type { RouteDeps } from './deps.js';

const RAW_TYPES = Object.values(CONTENT_TYPES);
/** The largest file the limits can allow (25 MB PDF) and a margin: the service applies the setting. */
const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;

export const publicationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, store }) => {
  app.addHook('onRequest', requireSession(ctx, 'user'));
  // The files arrive as raw bytes: the stream is handed over as it is, to be checked as it goes to the store.
  app.addContentTypeParser(RAW_TYPES, { bodyLimit: UPLOAD_BODY_LIMIT }, (_request, payload, done) => done(null, payload));

  app.post('/api/publications', { schema: { body: PublishRequest, response: { 201: PendingPublication } } }, async (request, reply) => {
    const linkId = request.body.linkId === undefined ? undefined : RandomId.safeParse(request.body.linkId).data;
    if (request.body.linkId !== undefined && linkId === undefined) throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
    reply.code(201);
    return reservePending(ctx, userIdOf(request), linkId);
  });

  app.put(
    '/api/publications/pending/:pendingId/files/:name',
    // A phone on a slow link may take minutes over a 5 MB PDF: the upload limits, not the ordinary 20 s (decision 1042).
    { bodyLimit: UPLOAD_BODY_LIMIT, config: { slowUpload: true }, schema: { params: z.strictObject({ pendingId: RandomId, name: StoredFileName }), response: { 200: UploadedFile } } },
    async (request) => {
      const { pendingId, name } = request.params;
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (!(request.body instanceof Readable) || type !== CONTENT_TYPES[kindOf(name)]) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.publications.fileTypeUnsupported);
      }
      return receiveFile(ctx, store, { userId: userIdOf(request), pendingId, name, body: request.body });
    },
  );

  app.post(
    '/api/publications/pending/:pendingId/commit',
    { schema: { params: z.strictObject({ pendingId: RandomId }), body: PublishedContent, response: { 200: PublishResponse } } },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request.headers['idempotency-key']);
      const answer = await commitPublication(ctx, store, { userId: userIdOf(request), pendingId: request.params.pendingId, key, content: request.body });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      if (answer.status === 200) return PublishResponse.parse(answer.body);
      const refusal = ErrorResponse.parse(answer.body);
      throw new AppError(refusal.code, refusal.error, refusal.details ? { details: refusal.details } : {});
    },
  );

  app.get('/api/publications', { schema: { response: { 200: z.array(PublicationSummary) } } }, async (request) => listPublications(ctx.db, userIdOf(request)));

  const byId = z.strictObject({ id: RandomId });

  app.patch('/api/publications/:id', { schema: { params: byId, body: UpdatePublicationRequest, response: { 200: PublicationSummary } } }, async (request) =>
    updatePublication(ctx, userIdOf(request), request.params.id, request.body),
  );

  app.delete('/api/publications/:id', { schema: { params: byId } }, async (request, reply) => {
    await deletePublication(ctx, store, userIdOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/publications/:id/stats', { schema: { params: byId, response: { 200: PublicationStats } } }, async (request) =>
    publicationStats(ctx, userIdOf(request), request.params.id),
  );
};

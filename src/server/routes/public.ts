/** Calls anyone may make: health, the login page's facts, the image limit (spec 7). */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppInfoResponse, HealthResponse, MaxImagesResponse } from '../../shared/index.js';
import { getMaxImages } from '../services/settings.js';
import type { RouteDeps } from './deps.js';

export const publicRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, databaseKind }) => {
  app.get('/api/health', { schema: { response: { 200: HealthResponse } } }, async () => {
    await ctx.db.execute(sql`SELECT 1`);
    return { status: 'ok' as const, database: databaseKind };
  });

  app.get('/api/app-info', { schema: { response: { 200: AppInfoResponse } } }, async () => ({
    contactEmail: ctx.config.contactEmail,
  }));

  app.get('/api/settings/max-images', { schema: { response: { 200: MaxImagesResponse } } }, async () => ({
    maxImages: await getMaxImages(ctx.db),
  }));
};

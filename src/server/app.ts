/**
 * Builds the application without listening (STYLE 1): plugins, then services, then routes.
 * main.ts listens; tests call buildApp and use app.inject.
 */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerBodyDeadlines } from './http/body-deadlines.js';
import { limitConnections } from './http/connection-limit.js';
import { normaliseRequestTarget } from './http/request-target.js';
import { registerApiNoStore } from './plugins/api-no-store.js';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestGuards } from './plugins/request-guards.js';
import { registerRequestTargetChecks } from './plugins/request-target-checks.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { accountRoutes } from './routes/account.js';
import { adminBootstrapRoutes } from './routes/admin/bootstrap.js';
import { adminListRoutes } from './routes/admin/lists.js';
import { adminManagementRoutes } from './routes/admin/management.js';
import { adminPublicationRoutes } from './routes/admin/publications.js';
import { adminSessionRoutes } from './routes/admin/session.js';
import { adminUserAccountRoutes } from './routes/admin/user-accounts.js';
import { catalogRoutes } from './routes/catalog.js';
import type { RouteDeps } from './routes/deps.js';
import { orderRoutes } from './routes/orders.js';
import { publicationRoutes } from './routes/publications.js';
import { publicRoutes } from './routes/public.js';
import { publishedPublicRoutes } from './routes/published-public.js';
import { templateFromFile, type TemplateSource } from './services/publications/public-html.js';
import { translateRoutes } from './routes/translate.js';
import { userSessionRoutes } from './routes/user-session.js';
import type { ServiceContext } from './services/context.js';
import { startHousekeeping } from './services/housekeeping.js';
import { ensurePublishLimitSettings } from './services/publications/limits.js';
import { ensureDefaultSettings } from './services/settings.js';
import { fillMissingUsernameKeys } from './services/username-keys.js';
import { createTranslationCache } from './services/translation-cache.js';
import { fileStoreFromConfig, type FileStore } from './storage/index.js';
import { createTranslator, providersFromConfig, type Translator } from './services/translation/index.js';

/** Bodies are small JSON documents; photos never reach the server (spec 7). */
export const BODY_LIMIT_BYTES = 64 * 1024;
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Injectable clock (session expiry and login limits are tested by moving it). */
  now?: () => Date;
  /** Replaces the configured translation providers (tests). */
  translator?: Translator;
  webRoot?: string;
  /** Replaces the configured store of published files (tests). */
  store?: FileStore;
  /** The public page's HTML template (default: vetrina.html of the web build; tests pass their own). */
  publicPageTemplate?: TemplateSource;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Pino options: never log passwords, tokens or cookies. `pretty` (stdout is a terminal, issue 27.12)
 * prints them for people through pino-pretty; otherwise one JSON object a line, for log collectors.
 */
export function loggerOptions(level: string, options: { pretty?: boolean } = {}): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    ...(options.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's limit is the longest a body may take; registerBodyDeadlines holds the others to theirs.
    requestTimeout: Math.max(config.http.requestTimeoutMs, config.http.uploadTimeoutMs),
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks the two limits above only this often (30 s by default): a stalled request is
      // cut within the limit plus one second.
      connectionsCheckingInterval: 1000,
      // Node's own answer to a missing Host is an empty 400: request-target-checks answers it.
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
    // One reading of the target for the router and every hook (issue 27.6, decision 0920).
    rewriteUrl: (request) => normaliseRequestTarget(request.url ?? '/'),
  });
  limitConnections(app.server, { total: config.http.maxConnections, perClient: config.http.maxConnectionsPerAddress });

  // Plugins.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerApiNoStore(app);
  registerSecurityHeaders(app);
  registerRequestTargetChecks(app);
  registerBodyDeadlines(app, config.http);
  await app.register(cookie);
  app.decorateRequest('auth', null);
  registerRequestGuards(app);

  // Services.
  const ctx: ServiceContext = { db: database.db, now: options.now ?? (() => new Date()), config };
  await ensureDefaultSettings(ctx.db);
  await ensurePublishLimitSettings(ctx.db);
  await fillMissingUsernameKeys(ctx.db, app.log);
  const translator =
    options.translator ??
    createTranslator({ providers: providersFromConfig(config.translation), cache: createTranslationCache(ctx.db), logger: app.log });
  const store = options.store ?? fileStoreFromConfig(config);
  const stopHousekeeping = startHousekeeping(ctx, store, app.log);
  app.addHook('onClose', async () => stopHousekeeping());

  // Routes.
  const deps: RouteDeps = { ctx, databaseKind: database.kind, translator, store };
  for (const routes of [
    publicRoutes,
    userSessionRoutes,
    catalogRoutes,
    publicationRoutes,
    orderRoutes,
    translateRoutes,
    accountRoutes,
    adminBootstrapRoutes,
    adminSessionRoutes,
    adminManagementRoutes,
    adminUserAccountRoutes,
    adminListRoutes,
    adminPublicationRoutes,
  ]) {
    await app.register(routes, deps);
  }
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  await app.register(publishedPublicRoutes, { ...deps, template: options.publicPageTemplate ?? templateFromFile(join(webRoot, 'vetrina.html')) });
  await registerWebApp(app, ctx, webRoot);
  return app;
}

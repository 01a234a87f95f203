/**
 * The only reader of process.env (STYLE 9, DECISIONS "How it is run"): every setting is validated
 * here once at start-up, and a bad value stops the server with a message naming the variable.
 */
import { z } from 'zod';
import { DEFAULT_CONTACT_EMAIL } from '../shared/index.js';

/** The built-in administrator credentials, used when ADMIN_USERNAME / ADMIN_PASSWORD are unset. */
export const BUILTIN_ADMIN_USERNAME = 'admin';
export const BUILTIN_ADMIN_PASSWORD = 'admin';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_USERNAME: z.string().min(1).default(BUILTIN_ADMIN_USERNAME),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ADMIN_DEBUG: flag.default(false),
  CONTACT_EMAIL: z.email().default(DEFAULT_CONTACT_EMAIL),
  /** Forwarded headers are trusted only behind a known proxy (the login limits key on the client IP). */
  TRUST_PROXY: flag.default(false),
  /** `auto`: Secure cookies when the request came over HTTPS (directly or via a trusted proxy). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  DEEPL_API_KEY: z.string().optional(),
  DEEPL_API_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: raise the failed-login limits (a security scan needs many attempts). */
  LOGIN_MAX_FAILURES_PER_USERNAME: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100),
  /** A request (headers and body) must arrive within this time; a stalled one is cut (issue 13.2). */
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(20_000),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(10_000),
  /** A publish upload's body (a 25 MB PDF from a phone) has this long, and is cut after this long without a byte (decision 1042). */
  HTTP_UPLOAD_TIMEOUT_MS: positiveInt(600_000),
  HTTP_UPLOAD_IDLE_TIMEOUT_MS: positiveInt(30_000),
  /** An idle kept-alive connection is closed after this time. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
  /** Connections beyond this are refused at once, so a flood cannot exhaust the file descriptors. */
  HTTP_MAX_CONNECTIONS: positiveInt(800),
  /** One client's share of them (issue 27.5); unset: 100, or no limit behind a trusted proxy. */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  /** Published files in an S3-compatible bucket instead of DATA_DIR/published/ (issue 36). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** The seller's e-mail for each new order (issue 36); none when unset. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  SMTP_FROM: z.string().min(1).optional(),
}).refine((e) => (e.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? 0) <= e.HTTP_MAX_CONNECTIONS, {
  path: ['HTTP_MAX_CONNECTIONS_PER_ADDRESS'],
  error: 'must not exceed HTTP_MAX_CONNECTIONS',
});

/**
 * A browser opens up to 6 connections to a host; 100 lets an office of about 15 people share one
 * address, and leaves 7/8 of the default 800 to everyone else.
 */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string; passwordFromEnv: boolean; debug: boolean };
  contactEmail: string;
  trustProxy: boolean;
  cookieSecure: 'auto' | boolean;
  translation: {
    libreTranslateUrl: string | undefined;
    libreTranslateApiKey: string | undefined;
    deeplApiKey: string | undefined;
    deeplApiUrl: string | undefined;
  };
  logLevel: string;
  loginLimits: { perUsername: number; perIp: number; windowMs: number };
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    uploadTimeoutMs: number;
    uploadIdleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    maxConnectionsPerAddress: number;
  };
  /** Set when S3_BUCKET is: published files go to the bucket. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  smtp: { url: string; from: string } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Builds the config from an environment (process.env by default); throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD ?? BUILTIN_ADMIN_PASSWORD,
      passwordFromEnv: e.ADMIN_PASSWORD !== undefined,
      debug: e.ADMIN_DEBUG,
    },
    contactEmail: e.CONTACT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    translation: {
      libreTranslateUrl: e.LIBRETRANSLATE_URL,
      libreTranslateApiKey: e.LIBRETRANSLATE_API_KEY,
      deeplApiKey: e.DEEPL_API_KEY,
      deeplApiUrl: e.DEEPL_API_URL,
    },
    logLevel: e.LOG_LEVEL,
    loginLimits: {
      perUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      // Node requires the headers' limit not to exceed the whole request's.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      uploadTimeoutMs: e.HTTP_UPLOAD_TIMEOUT_MS,
      uploadIdleTimeoutMs: e.HTTP_UPLOAD_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      // Behind a trusted proxy every connection comes from the proxy: the limit per client is the
      // proxy's to apply (docs/operations.md), a limit here would cap everyone together.
      maxConnectionsPerAddress:
        e.HTTP_MAX_CONNECTIONS_PER_ADDRESS ??
        (e.TRUST_PROXY ? e.HTTP_MAX_CONNECTIONS : Math.min(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, e.HTTP_MAX_CONNECTIONS)),
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? `Vetrina <${e.CONTACT_EMAIL}>` } : undefined,
  };
}

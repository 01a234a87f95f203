/**
 * Builds the real app on a fresh database for one test file, with a clock the test can move, and
 * the few steps most tests start from (an administrator, a user, their sessions) done through HTTP.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import type { AdminLoginResponse, LoginResponse, PublicUser } from '../../../src/shared/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export class TestClock {
  private current = new Date('2026-01-15T10:00:00.000Z');
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: TestClock;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    env?: Record<string, string>;
    translator?: BuildAppOptions['translator'];
    webRoot?: string;
    logger?: BuildAppOptions['logger'];
    publicPageTemplate?: BuildAppOptions['publicPageTemplate'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const config = loadConfig({ DATA_DIR: 'unused-by-tests', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: options.logger ?? false,
    webRoot: options.webRoot ?? 'tests/api/no-web-build',
    ...(options.translator ? { translator: options.translator } : {}),
    ...(options.publicPageTemplate ? { publicPageTemplate: options.publicPageTemplate } : {}),
  });
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Initialises the default administrator and signs in; returns its bearer token. */
export async function adminToken(app: FastifyInstance, credentials = { username: 'admin', password: 'admin' }): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/admin/init' });
  const response = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json<AdminLoginResponse>().token;
}

let userCounter = 0;

export function newUserInput(overrides: Partial<Record<string, unknown>> = {}) {
  userCounter += 1;
  return {
    username: `utente${userCounter}`,
    password: 'password-sicura',
    nomeAzienda: 'Moda Srl',
    nomePersona: 'Giulia Rossi',
    telefono: '+39 02 1234567',
    email: `utente${userCounter}@example.com`,
    crediti: 0,
    ...overrides,
  };
}

export async function createUser(app: FastifyInstance, admin: string, overrides: Partial<Record<string, unknown>> = {}) {
  const input = newUserInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(admin), payload: input });
  if (response.statusCode !== 201) throw new Error(`user creation failed: ${response.body}`);
  return { input, user: response.json<PublicUser>() };
}

export async function userToken(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`user login failed: ${response.body}`);
  return response.json<LoginResponse>().token;
}

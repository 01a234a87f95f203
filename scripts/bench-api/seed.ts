/** Prepares a fresh server for the load: the administrator, one user with plenty of credits, its token. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function call<T>(baseUrl: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok && !(path === '/api/admin/init' && response.status === 409)) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Returns the bearer token of a user holding enough credits for any run. */
export async function seedUser(baseUrl: string): Promise<string> {
  await call(baseUrl, '/api/admin/init');
  const { token: admin } = await call<{ token: string }>(baseUrl, '/api/admin/auth/login', { username: 'admin', password: 'admin' });
  const credentials = { username: 'banco-prova', password: 'password-banco' };
  await call(
    baseUrl,
    '/api/admin/users',
    { ...credentials, nomeAzienda: 'Moda Srl', nomePersona: 'Giulia Rossi', telefono: '+39 02 1234567', email: 'banco@example.com', crediti: 1_000_000 },
    admin,
  );
  return (await call<{ token: string }>(baseUrl, '/api/login', credentials)).token;
}

/** A new, empty PostgreSQL database next to `baseUrl`; returns its URL and the function that drops it. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vetrina_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The positive control of the security audit: a route that is SQL-injectable on purpose, on its
 * own Fastify instance and its own in-memory PGlite, created by the audit run only (it is never
 * part of the product). If sqlmap does not find this one, its "nothing found" on the real routes
 * would mean nothing.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

export async function startControlServer(): Promise<ControlServer> {
  const db = await PGlite.create();
  await db.exec(`CREATE TABLE accounts (id serial PRIMARY KEY, username text NOT NULL, password text NOT NULL);
    INSERT INTO accounts (username, password) VALUES ('admin', 'admin'), ('giulia', 'segreta');`);
  const app = Fastify({ logger: false });
  app.post<{ Body: { username?: unknown; password?: unknown } }>('/control/login', async (request, reply) => {
    const { username, password } = request.body ?? {};
    try {
      // Deliberately injectable: the input is pasted into the SQL text.
      const result = await db.query(`SELECT id FROM accounts WHERE username = '${String(username)}' AND password = '${String(password)}'`);
      return result.rows.length > 0 ? { ok: true } : reply.code(401).send({ ok: false });
    } catch (error) {
      return reply.code(500).send({ error: String(error) });
    }
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

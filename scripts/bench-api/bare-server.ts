/**
 * The yardstick: a bare Fastify server answering the same JSON as GET /api/user and POST
 * /api/generate-catalog, with no database, session or validation, started like the real one.
 */
import Fastify from 'fastify';

const SAMPLE_USER = {
  id: '3f1c2b9e-6a4d-4e8f-9b21-7d5c0a1e2f34',
  username: 'banco-prova',
  nomeAzienda: 'Moda Srl',
  nomePersona: 'Giulia Rossi',
  telefono: '+39 02 1234567',
  email: 'banco@example.com',
  crediti: 1_000_000,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

const app = Fastify({ logger: false });
app.get('/api/user', async () => SAMPLE_USER);
app.post('/api/generate-catalog', async () => ({ creditiRimanenti: 999_999 }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));

/**
 * `npm run bench:api` (issue 5): autocannon against GET /api/user and POST /api/generate-catalog
 * on the production server (child process, logging at warn) over PGlite and PostgreSQL, next to a
 * bare Fastify route returning the same JSON in the same run. Prints req/s, p50, p99, errors and
 * the ratio to the bare route, checks the targets, and exits 1 when one is missed.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, type ChildServer } from './child-server.js';
import { readOptions, type BenchOptions, type DatabaseChoice } from './options.js';
import { printReport, type Measurement } from './report.js';
import { freshPostgresDatabase, seedUser } from './seed.js';

type Target = 'GET /api/user' | 'POST /api/generate-catalog';
const TARGETS: Target[] = ['GET /api/user', 'POST /api/generate-catalog'];

async function measure(options: BenchOptions, baseUrl: string, target: Target, token: string): Promise<Omit<Measurement, 'server' | 'ratio'>> {
  const [method, path] = target.split(' ') as ['GET' | 'POST', string];
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    method,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify({ numeroImmagini: 12 }) } : {}),
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function withServer<T>(start: () => Promise<ChildServer>, use: (server: ChildServer) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** The real server on a fresh database of the given kind. */
async function startProduct(options: BenchOptions, database: DatabaseChoice): Promise<{ start: () => Promise<ChildServer>; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vetrina-bench-api-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (database === 'pglite') {
    return { start: () => startChild('src/server/main.ts', { DATA_DIR: dataDir }, '/api/health'), cleanup: removeDir };
  }
  if (!options.postgresUrl) throw new Error('PostgreSQL needs --postgres-url or TEST_DATABASE_URL');
  const created = await freshPostgresDatabase(options.postgresUrl);
  return {
    start: () => startChild('src/server/main.ts', { DATA_DIR: dataDir, DATABASE_URL: created.url }, '/api/health'),
    cleanup: async () => {
      await created.drop();
      await removeDir();
    },
  };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  console.info(`bench:api - ${options.durationSeconds} s per run, ${options.connections} connections, databases: ${options.databases.join(', ')}`);
  const measurements: Measurement[] = await withServer(
    () => startChild('scripts/bench-api/bare-server.ts', {}, '/api/user'),
    async (server) => {
      const runs: Measurement[] = [];
      for (const target of TARGETS) runs.push({ ...(await measure(options, server.url, target, 'none')), server: 'bare fastify', ratio: 1 });
      return runs;
    },
  );
  const bare = new Map(measurements.map((run) => [run.target, run.requestsPerSecond]));
  for (const database of options.databases) {
    const product = await startProduct(options, database);
    try {
      await withServer(product.start, async (server) => {
        const token = await seedUser(server.url);
        for (const target of TARGETS) {
          const figures = await measure(options, server.url, target, token);
          measurements.push({ ...figures, server: `vetrina ${database}`, ratio: figures.requestsPerSecond / (bare.get(target) ?? Number.NaN) });
        }
      });
    } finally {
      await product.cleanup();
    }
  }
  const missed = printReport(measurements);
  process.exit(missed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

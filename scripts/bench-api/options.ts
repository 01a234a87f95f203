/** Command-line options of `npm run bench:api` (issue 5: 20 s at 50 connections by default). */
import { parseArgs } from 'node:util';

export type DatabaseChoice = 'pglite' | 'postgres';

export interface BenchOptions {
  durationSeconds: number;
  connections: number;
  databases: DatabaseChoice[];
  /** An existing PostgreSQL database the benchmark may create its own database beside. */
  postgresUrl: string | undefined;
}

const USAGE = `npm run bench:api -- [--duration 20] [--connections 50] [--db pglite,postgres] [--postgres-url postgres://…]
PostgreSQL runs when --postgres-url or TEST_DATABASE_URL is given.`;

export function readOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50' },
      db: { type: 'string', default: 'pglite,postgres' },
      'postgres-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const durationSeconds = Number(values.duration);
  const connections = Number(values.connections);
  if (!(durationSeconds > 0) || !Number.isInteger(connections) || connections < 1) throw new Error(USAGE);
  const postgresUrl = values['postgres-url'] ?? process.env.TEST_DATABASE_URL;
  const databases = values.db
    .split(',')
    .filter((name): name is DatabaseChoice => name === 'pglite' || name === 'postgres')
    .filter((name) => name === 'pglite' || postgresUrl !== undefined);
  return { durationSeconds, connections, databases, postgresUrl };
}

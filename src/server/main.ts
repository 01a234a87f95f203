/**
 * Starts the server: reads the config, opens the database (migrations included), listens, and
 * closes gracefully on SIGINT/SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel, { pretty: process.stdout.isTTY }) });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(firstRunHint(app.server.address() as AddressInfo));
}

/** Any-address binds are reached through localhost from this machine; other binds by themselves. */
const WILDCARDS = new Set(['0.0.0.0', '::']);

/**
 * Where a new operator goes next (issue 13.6), at the address actually bound (issue 27.12): the
 * customer login is not where a first run starts.
 */
function firstRunHint(bound: AddressInfo): string {
  const host = WILDCARDS.has(bound.address) ? 'localhost' : bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  const base = `http://${host}:${bound.port}`;
  const where = WILDCARDS.has(bound.address) ? ` (listening on every address of this machine, ${bound.address}:${bound.port})` : '';
  return `Vetrina is ready at ${base}${where}. First run: create the administrator at ${base}/admin/init; the administrator signs in at ${base}/admin, users at ${base}/`;
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: a plain message, no stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

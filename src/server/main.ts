/**
 * Starts the server: reads the config, opens the database (migrations included), listens, and
 * closes gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
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
  const address = app.server.address();
  app.log.info(firstRunHint(typeof address === 'object' && address ? address.port : config.port));
}

/** Where a new operator goes next (issue 13.6): the customer login is not where a first run starts. */
function firstRunHint(port: number): string {
  const base = `http://localhost:${port}`;
  return `Vetrina is ready at ${base}. First run: create the administrator at ${base}/admin/init; the administrator signs in at ${base}/admin, users at ${base}/`;
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: a plain message, no stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

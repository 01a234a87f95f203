/**
 * The real app for the bench's app journey: `scripts/start.mjs` (which builds the web app when it is
 * stale) on a fresh data folder, seeded through the real administrator API with a user who has the
 * credits and the photo limit the journey needs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { AdminClient } from '../../tests/e2e/support/seed.js';
import { freePort } from './free-port.js';

export const APP_USER = 'bench';
/** Set explicitly, so that the drivers that sign in without tests/e2e/support/user-ui.ts know it. */
export const APP_PASSWORD = 'password-123';
/** A build of the web app on a busy machine takes a minute or two. */
const START_TIMEOUT_MS = 5 * 60 * 1000;

export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the app and seeds a user with `credits` credits; catalogues may hold `maxImages` photos. */
export async function startAppServer({ credits, maxImages }: { credits: number; maxImages: number }): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'vetrina-bench-app-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await fetch(`${url}/api/health`).then((response) => response.ok, () => false))) {
      if (child.exitCode !== null) throw new Error(`scripts/start.mjs exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('the app did not start');
      await delay(300);
    }
    const admin = new AdminClient(url);
    await admin.initAndLogin();
    await admin.setMaxImages(maxImages);
    await admin.createUser({ username: APP_USER, password: APP_PASSWORD, crediti: credits });
    return { url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Servers under load run as child processes, so the load generator never shares their event loop
 * (issue 5). Each listens on a free port below the ephemeral range (STACK gotchas).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildServer {
  url: string;
  /** Everything the server wrote so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const up = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

/** Starts `script` (a TypeScript entry point) with `env` plus HOST/PORT; resolves once `probePath` answers. */
export async function startChild(script: string, env: Record<string, string>, probePath: string): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // autocannon is one address standing for every client: `--connections` may exceed one
      // client's share (issue 27.5), never the server's total.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '800',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilUp(`${url}${probePath}`, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, output: () => output, stop };
}

/** Runs the real server (`node --import tsx src/server/main.ts`) as a child process for a test. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** kill -9: no graceful shutdown. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful path. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server on a free port and resolves once it listens (its log says where). */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!match?.[1]) return;
      const url = match[1];
      resolve({
        url,
        child,
        crash: async () => {
          child.kill('SIGKILL');
          await exited(child);
        },
        stop: async () => {
          child.kill('SIGTERM');
          await exited(child);
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${errors.join('')}`)));
  });
}

/**
 * Issue 27.12, the real server as a child process: the start-up line names the address actually
 * bound, and the logs are JSON when stdout is piped and pino-pretty's lines on a terminal (a
 * pseudo-terminal from util-linux's `script`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareServerDatabase } from './support/test-database.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = 'node --import tsx src/server/main.ts';

let env: Record<string, string>;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const prepared = await prepareServerDatabase('vetrina-start-up-');
  env = { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...prepared.env };
  dispose = prepared.dispose;
});
afterAll(() => dispose());

/** Runs `command` in its own process group until it prints the ready line; then stops it. */
async function linesUntilReady(command: string, args: string[]): Promise<string[]> {
  const child: ChildProcess = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        lines.push(stripVTControlCharacters(line));
        if (line.includes('Vetrina is ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${lines.join('\n')}`)));
    });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  return lines;
}

describe('the start-up line and the log format', () => {
  it('logs JSON when piped, naming the address bound rather than localhost', async () => {
    const lines = await linesUntilReady('sh', ['-c', SERVER]);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string });
    const ready = entries.find((entry) => entry.msg.startsWith('Vetrina is ready'));
    expect(ready?.msg).toMatch(/^Vetrina is ready at http:\/\/127\.0\.0\.1:\d+\. First run: create the administrator at http:\/\/127\.0\.0\.1:\d+\/admin\/init/);
    expect(ready?.msg).not.toContain('localhost');
  });

  it('logs readable lines on a terminal', async () => {
    const lines = await linesUntilReady('script', ['-qfec', SERVER, '/dev/null']);
    const ready = lines.find((line) => line.includes('Vetrina is ready')) ?? '';
    expect(() => JSON.parse(ready.trim())).toThrow();
    expect(ready).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Vetrina is ready at http:\/\/127\.0\.0\.1:\d+/);
  });
});

/** Runs one Node scenario (node-run.ts) in a child process, so that its peak RSS is its own. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchPhoto } from './bench-photos.js';
import type { BenchLayout } from './browser-scenarios.js';
import type { Approach, Figures } from './figures.js';

const NODE_RUN = fileURLToPath(new URL('./node-run.ts', import.meta.url));

export function runNode(approach: Approach, photos: BenchPhoto[], layout: BenchLayout): Promise<Figures> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', NODE_RUN, approach, JSON.stringify(layout), ...photos.map((p) => p.path)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) return resolve(JSON.parse(line) as Figures);
      const reason = signal ? `killed by ${signal}` : (stderr.trim().split('\n').pop() ?? `exit ${code}`);
      resolve({ environment: 'node', approach, count: photos.length, failure: reason });
    });
  });
}

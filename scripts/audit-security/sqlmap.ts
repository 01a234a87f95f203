/** Runs Debian's sqlmap (installing it with apt-get when missing) and reads its verdict. */
import { spawn, spawnSync } from 'node:child_process';

export function ensureSqlmap(): void {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0) return;
  console.info('sqlmap is missing: installing the Debian package (apt-get install -y sqlmap)...');
  const root = process.getuid?.() === 0;
  const [command, args] = root ? ['apt-get', ['install', '-y', 'sqlmap']] : ['sudo', ['-n', 'apt-get', 'install', '-y', 'sqlmap']];
  const install = spawnSync(command, args, { stdio: 'inherit' });
  if (install.status !== 0 || spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('Could not install sqlmap: run `apt-get update && apt-get install -y sqlmap` as root, then try again.');
  }
}

export interface SqlmapTarget {
  name: string;
  url: string;
  body: Record<string, unknown>;
  /** Extra headers; a value ending in '*' marks the header as an injection point. */
  headers?: Record<string, string>;
}

export interface SqlmapVerdict {
  name: string;
  injectable: boolean;
  /** sqlmap really tested the parameters (a refused connection or an early stop tests nothing). */
  tested: boolean;
  /** The lines of sqlmap's log that state its finding for each parameter. */
  findings: string[];
  output: string;
}

const FINDING = /(is vulnerable|appears to be .* injectable|does not seem to be injectable|do not appear to be injectable|identified the following injection point)/i;

export function runSqlmap(target: SqlmapTarget, outputDir: string): Promise<SqlmapVerdict> {
  const headers = { 'Content-Type': 'application/json', ...target.headers };
  const args = [
    '-u',
    target.url,
    '--method',
    'POST',
    '--data',
    JSON.stringify(target.body),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '--batch',
    '--flush-session',
    '--disable-coloring',
    '--dbms',
    'PostgreSQL',
    '--level',
    '3',
    '--risk',
    '2',
    '--time-sec',
    '2',
    // A wrong password is a 401: without this, sqlmap stops at its first request.
    '--ignore-code',
    '401',
    '--output-dir',
    outputDir,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const findings = output.split('\n').filter((line) => FINDING.test(line)).map((line) => line.trim());
      const injectable = /identified the following injection point/i.test(output);
      const tested = injectable || /do not appear to be injectable/i.test(output);
      resolve({ name: target.name, injectable, tested, findings, output });
    });
  });
}

#!/usr/bin/env node
// `npm test`: checks the system tools the suite needs, builds the web app the browser tests
// serve, runs every vitest project and closes with a plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { requireSystemTools } from './system-tools.mjs';

requireSystemTools();

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (existsSync('src/web/index.html')) {
  // Vite writes its warnings (and errors) to stderr: a clean build writes nothing there (run without
  // npx, whose own notices would land there too).
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
  const warned = build.stderr.trim();
  if (warned) console.error(warned);
  if (build.status !== 0 || warned) {
    console.error(build.status !== 0 ? 'La build del front end non è riuscita: i test non possono partire.' : 'La build del front end ha dato avvisi: correggili prima dei test.');
    process.exit(1);
  }
}

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

if (existsSync(report)) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0 } = JSON.parse(readFileSync(report, 'utf8'));
  console.info(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
if (!process.env.TEST_DATABASE_URL) {
  console.info('PostgreSQL suite did not run: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.');
}
process.exit(status);

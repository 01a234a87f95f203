#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the production server in this process's place (signals reach it directly).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_INDEX = 'dist/web/index.html';
const WEB_SOURCES = ['src/web', 'src/shared', 'src/catalog', 'vite.config.ts'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIsStale() {
  if (!existsSync('src/web/index.html')) return false;
  if (!existsSync(BUILT_INDEX)) return true;
  const built = statSync(BUILT_INDEX).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(source) > built);
}

if (buildIsStale()) {
  console.info('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

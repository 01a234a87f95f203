#!/usr/bin/env node
// `npm run audit:web`: Lighthouse (performance and accessibility) on the login and generator pages
// of the production app, served by `npm start` on a fresh data folder, in Debian's Chromium.
// Each page is audited three times with Lighthouse's desktop preset and three times with its mobile
// one (Lighthouse's own advice for noisy machines: the median counts); both medians must reach 95
// (docs/decisions/0401-lighthouse-gate.md, issue 38.7).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { fetch } = globalThis;
const PORT = Number(process.env.AUDIT_PORT ?? 5099);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = 95;
/** Lighthouse's own advice for noisy machines: several runs, the median counts. */
const RUNS = 3;

async function waitForHealth(server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Still building or starting: ask again shortly.
    }
    await delay(500);
  }
  throw new Error('The server did not start within 3 minutes');
}

async function post(path, body, headers = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A signed-in user's session cookie, made through the real API (init, admin, new user, login). */
async function userSessionCookie() {
  await post('/api/admin/init');
  const { token } = await (await post('/api/admin/auth/login', { username: 'admin', password: 'admin' })).json();
  const user = { username: 'lighthouse', password: 'password-123', nomeAzienda: 'Atelier Audit', nomePersona: 'Audit', telefono: '000', email: 'audit@vetrina.example', crediti: 1 };
  await post('/api/admin/users', user, { Authorization: `Bearer ${token}` });
  const login = await post('/api/login', { username: user.username, password: user.password });
  return login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function audit(chrome, url, extraHeaders, config) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { performance, accessibility } = result.lhr.categories;
  return { performance: Math.round((performance.score ?? 0) * 100), accessibility: Math.round((accessibility.score ?? 0) * 100) };
}

const dataDir = await mkdtemp(join(tmpdir(), 'vetrina-audit-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome;
let failed = false;
try {
  await waitForHealth(server);
  const cookie = await userSessionCookie();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages = [
    ['login', `${BASE}/login`, undefined],
    ['generator', `${BASE}/`, { Cookie: cookie }],
  ];
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, url, headers] of pages) {
    const scores = async (config) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, url, headers, config));
      return { performance: median(runs.map((r) => r.performance)), accessibility: median(runs.map((r) => r.accessibility)), all: runs.map((r) => r.performance).join('/') };
    };
    const desktop = await scores(desktopConfig);
    const mobile = await scores(undefined);
    const passes = (result) => result.performance >= TARGET && result.accessibility >= TARGET;
    failed ||= !passes(desktop) || !passes(mobile);
    const line = (label, result) => `${label}: performance ${result.performance} (${result.all}), accessibility ${result.accessibility}${passes(result) ? '' : ` (below ${TARGET})`}`;
    console.info(`${name.padEnd(10)} ${line('desktop', desktop)} | ${line('mobile', mobile)}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

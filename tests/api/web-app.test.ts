import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'vetrina-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Vetrina</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.info("app")');
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html with a CSP for the app and its workers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const csp = String(response.headers['content-security-policy']);
    // WebAssembly may compile (libheif for HEIC photos), JavaScript eval stays forbidden.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(csp).toContain("font-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('falls back to index.html for client-side routes, not for /api', async () => {
    for (const url of ['/admin/dashboard', '/features', '/qualcosa/di/ignoto']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/ignoto' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('before the web app is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webRoot: join(tmpdir(), 'vetrina-web-missing') });
  });
  afterAll(() => t.close());

  it('shows a short Italian page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('lang="it"');
    expect(response.body).toContain('npm start');
  });

  it('answers health and app-info', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: t.database.kind });
    expect((await t.app.inject({ method: 'GET', url: '/api/app-info' })).json()).toEqual({ contactEmail: 'accesso@vetrina.example' });
  });
});

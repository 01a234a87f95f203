import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { launchBrowser } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { photoFile, signIn, waitForToast, upload, waitForPhotosReady, eventually } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
let admin: AdminClient;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = new AdminClient(server.url);
  await admin.initAndLogin();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInWithOnePhoto(username: string, crediti: number): Promise<Page> {
  await admin.createUser({ username, crediti });
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, server.url, username);
  await upload(page, [await photoFile('jpeg', 1)]);
  await waitForPhotosReady(page, 1);
  return page;
}

describe('error paths', () => {
  it('with no credits, shows the balance in red and refuses to generate', async () => {
    const page = await signedInWithOnePhoto('senzacrediti', 0);
    expect(await page.getByTestId('credits').getAttribute('class')).toContain('text-danger');
    const button = page.getByRole('button', { name: UI_TEXTS.generator.noCreditsButton });
    expect(await button.isDisabled()).toBe(true);
  });

  it('refuses an unsupported file with the spec message and adds nothing', async () => {
    const page = await signedInWithOnePhoto('formati', 1);
    await upload(page, [{ name: 'listino.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
    await waitForToast(page, UI_TEXTS.generator.unsupportedTitle);
    await waitForToast(page, UI_TEXTS.generator.unsupported('listino.pdf'));
    expect(await page.getByTestId('image-card').count()).toBe(1);
  });

  it('tells a revoked session "Sessione scaduta" and spends nothing', async () => {
    const page = await signedInWithOnePhoto('revocata', 2);
    // The session ends on the server behind the page's back (as an expiry or a logout elsewhere would).
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const logout = await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(logout.ok).toBe(true);
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    await waitForToast(page, UI_TEXTS.generator.sessionExpired);
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    expect(downloaded).toBe(false);
    expect((await admin.user('revocata')).crediti).toBe(2);
  });

  it('keeps the credit when the server cannot be reached, and a retry charges exactly once', async () => {
    const page = await signedInWithOnePhoto('rete', 2);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/generate-catalog')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.route('**/api/generate-catalog', (route) => route.abort('connectionrefused'));
    let downloads = 0;
    page.on('download', () => downloads++);
    const generate = page.getByRole('button', { name: UI_TEXTS.generator.generateButton });
    await generate.click();
    await waitForToast(page, UI_TEXTS.generator.errorTitle);
    await waitForToast(page, 'il PDF non è stato scaricato');
    expect(downloads).toBe(0);
    expect((await admin.user('rete')).crediti).toBe(2);
    expect(await admin.catalogLogs()).toEqual([]);

    await page.unroute('**/api/generate-catalog');
    const download = page.waitForEvent('download');
    await generate.click();
    await download;
    await eventually(() => page.getByTestId('credits').textContent()).toBe('1 credito');
    expect((await admin.user('rete')).crediti).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

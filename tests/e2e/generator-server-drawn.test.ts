import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { photoFile, signIn, upload, waitForDraftSaved, waitForPhotosReady } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([
    { username: 'lucia', nomePersona: 'Lucia Ferri', nomeAzienda: 'Sartoria Ferri', crediti: 4 },
    { username: 'bruno', nomePersona: 'Bruno Galli', nomeAzienda: 'Maglificio Galli', crediti: 2 },
  ]);
});

afterAll(() => app?.close());

/**
 * What the page reports as it loads: every error (React reports a markup that does not match its
 * first render with console.error or as an uncaught error) and the server's structural elements
 * removed by the script (a failed hydration draws the screen again from nothing).
 */
interface Watched {
  errors: string[];
  removed: () => Promise<string[]>;
}

async function watch(context: BrowserContext, page: Page): Promise<Watched> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedByScript: removed });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && /^(HEADER|MAIN|FOOTER|SECTION)$/.test(node.tagName)) removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  return { errors, removed: () => page.evaluate(() => (window as unknown as { removedByScript: string[] }).removedByScript) };
}

/** The form is live once the restored draft (or none) lets photos in: effects ran after hydration. */
const formLive = (page: Page) => page.getByTestId('upload-input').waitFor({ state: 'attached' });

describe("the generator's first screen drawn by the server (decision 1021)", () => {
  it('reads with script disabled: the signed-in header and the form', async () => {
    const context = await app.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const login = await context.request.post(`${app.server.url}/api/login`, { data: { username: 'lucia', password: 'password-123' } });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    await page.getByRole('heading', { name: 'Personalizza il Catalogo' }).waitFor();
    expect(await page.getByText('Sartoria Ferri').isVisible()).toBe(true);
    expect(await page.getByTestId('credits').textContent()).toBe('4 crediti');
    expect(await page.getByLabel('Titolo', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('is hydrated without a mismatch, and the form works and restores its draft after a reload', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'bruno');
    // The login screen's own 401 (no session yet) is not this page's.
    const watched = await watch(context, page);
    // A full load of '/': the server's markup, then the app's script over it.
    await page.goto(`${app.server.url}/`);
    await formLive(page);
    expect(watched.errors).toEqual([]);
    expect(await watched.removed()).toEqual([]);
    expect(await page.getByText('Maglificio Galli').isVisible()).toBe(true);

    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Autunno');
    await upload(page, [await photoFile('jpeg', 1)]);
    await waitForPhotosReady(page, 1);
    await waitForDraftSaved(page);

    await page.reload();
    await formLive(page);
    await waitForPhotosReady(page, 1);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('Collezione Autunno');
    expect(watched.errors).toEqual([]);
    expect(await watched.removed()).toEqual([]);
    await context.close();
  });
});

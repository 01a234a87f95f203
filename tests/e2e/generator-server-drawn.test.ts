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
    { username: 'carla', nomePersona: 'Carla Neri', nomeAzienda: 'Atelier Neri', crediti: 1 },
  ], { maxImages: 48 });
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

/** Resolves once the page has been idle: whatever was waiting for an idle moment has been started. */
const pageIdle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

/** The display faces the page has registered (the font picker's, 'Vetrina Lora' and the rest). */
const displayFaces = (page: Page) => page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Vetrina')).length);

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

  it("costs a phone only what its first screen shows: no schemas, faces or photo code until it scrolls to them, no second ask for the limit (38.7)", async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    // Signed in through the API: no screen ran before, so there is no draft to restore either.
    const login = await context.request.post(`${app.server.url}/api/login`, { data: { username: 'carla', password: 'password-123' } });
    expect(login.ok()).toBe(true);
    const page = await context.newPage();
    const asked: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${app.server.url}/`);
    await formLive(page);
    // Twice idle: work the page left for an idle moment has had its turn, and its imports theirs.
    await pageIdle(page);
    await pageIdle(page);

    // The administrator's limit came with the page: the form shows it without asking again.
    expect(await page.getByText('0 di 48 immagini').isVisible()).toBe(true);
    expect(asked).not.toContain('/api/settings/max-images');
    // No zod: without a draft to check, the first screen builds no schema.
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('$ZodType'))).toEqual([]);
    // The picker's twelve faces and the photos' code wait for their part of the page.
    expect(await displayFaces(page)).toBe(0);
    expect(asked.filter((path) => path.endsWith('.ttf'))).toEqual([]);
    expect(asked.filter((path) => /\/assets\/PhotoList-/.test(path))).toEqual([]);

    await page.getByRole('group', { name: 'Carattere' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.fonts].filter((face) => face.family.includes('Vetrina')).length === 12);
    const photoCode = page.waitForRequest((request) => /\/assets\/PhotoList-/.test(new URL(request.url()).pathname));
    await page.getByTestId('upload-input').evaluate((input) => input.parentElement?.scrollIntoView());
    await photoCode;

    // Looking changed nothing, so nothing was stored: the next visit has no draft to read with zod either.
    await page.close();
    const again = await context.newPage();
    const scriptsAgain: Promise<string>[] = [];
    again.on('response', (response) => {
      if (response.request().resourceType() === 'script') scriptsAgain.push(response.text().catch(() => ''));
    });
    await again.goto(`${app.server.url}/`);
    await formLive(again);
    await pageIdle(again);
    expect(scriptsAgain.length).toBeGreaterThan(0);
    expect((await Promise.all(scriptsAgain)).filter((body) => body.includes('$ZodType'))).toEqual([]);
    await context.close();
  });
});

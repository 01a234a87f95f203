/**
 * Issue 36.2 and 36.3 in Chromium: the built public page, served as the contract says (its data
 * inlined, a strict CSP), on a phone. It renders the catalogue, filters by a search, totals a
 * quantity, keeps the draft over a reload, sends the order with an idempotency key, runs no markup
 * from product data, breaks no CSP rule, loads only its own small scripts, and axe finds nothing
 * serious.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/shared/schemas/published.js';
import { HOSTILE_NAME, samplePageData } from '../fixtures/vetrina-page-data.js';
import { DESKTOP, PHONE, launchBrowser, saveScreenshot, seriousViolations } from './support/browser.js';
import { startVetrinaServer, type VetrinaServer } from './support/vetrina-server.js';

const DATA = samplePageData();
const ID = DATA.status === 'ok' ? DATA.catalogue.id : '';
const PLACED: PlacedOrder = { number: 'V-2026-000001', receipt: 'ricevuta', currency: 'EUR', lines: [], pieces: 4, total: 758, unpricedPieces: 0, createdAt: '2026-11-28T10:00:00.000Z' };
/** The first screen's scripts, compressed: React and the page (decision 1036). */
const FIRST_SCREEN_JS_BUDGET_KB = 90;

let server: VetrinaServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];
const scripts = new Map<string, Promise<Buffer>>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startVetrinaServer(DATA, PLACED), launchBrowser()]);
  context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  // Elements the page's script removes from the server's markup: hydrating it removes none.
  await context.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedByScript: removed });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  await page.goto(`${server.url}/v/${ID}`);
  await page.getByRole('heading', { level: 1, name: 'Autunno Inverno' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = () => page.getByRole('region', { name: 'Prodotti' }).locator('li button');

describe('the public page in Chromium on a phone', () => {
  it('renders the catalogue in Italian, its photos from their renditions, the hostile name as text', async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await cards().allTextContents()).toEqual(['Giacca in tweed', 'Maglione a coste', HOSTILE_NAME, 'Foto 5']);
    const cover = page.locator('header img');
    await page.waitForFunction(() => {
      const image = document.querySelector('header img');
      return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
    });
    expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`/v/${ID}/files/`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await saveScreenshot(page, 'vetrina-phone');
  });

  it('arrives drawn by the server: the cover, the products and the hostile name as text without any script (decision 1042)', async () => {
    const bare = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const plain = await bare.newPage();
    await plain.goto(`${server.url}/v/${ID}`);
    expect(await plain.getByRole('heading', { level: 1 }).textContent()).toBe('Autunno Inverno');
    expect(await plain.locator('header img').getAttribute('fetchpriority')).toBe('high');
    expect(await plain.getByText(HOSTILE_NAME).count()).toBe(1);
    expect(await plain.locator('img[src="x"]').count()).toBe(0);
    await bare.close();
  });

  it('hydrates the server’s markup instead of drawing the page again', async () => {
    await cards().first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (window as unknown as { removedByScript: string[] }).removedByScript.filter((tag) => tag !== 'DIALOG'))).toEqual([]);
  });

  it('loads its own scripts only, within the first screen budget', async () => {
    const bodies = await Promise.all([...scripts.values()]);
    const kb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    console.info(`public page first screen: ${scripts.size} scripts, ${kb.toFixed(1)} KB gzipped`);
    expect([...scripts.keys()].every((url) => url.startsWith(`${server.url}/assets/`))).toBe(true);
    expect([...scripts.keys()].some((url) => /render-worker|GeneratorPage|pdf/i.test(url))).toBe(false);
    expect(kb).toBeLessThan(FIRST_SCREEN_JS_BUDGET_KB);
  });

  it('filters the products by a search', async () => {
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('maglione');
    await page.getByText('1 prodotto', { exact: true }).waitFor();
    expect(await cards().allTextContents()).toEqual(['Maglione a coste']);
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('');
    await page.getByText('4 prodotti', { exact: true }).waitFor();
  });

  it('totals a quantity in the product view, and keeps it over a reload', async () => {
    await cards().first().click();
    const dialog = page.getByRole('dialog', { name: 'Giacca in tweed' });
    await dialog.waitFor();
    await dialog.getByLabel('Giacca in tweed, Blu notte, taglia M').fill('2');
    await dialog.getByLabel('Giacca in tweed, Blu notte, taglia L').fill('2');
    await page.getByTestId('order-total').filter({ hasText: '4 capi · 758,00\u00a0€' }).waitFor();
    await saveScreenshot(page, 'vetrina-product-phone');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Negozio / Ragione sociale').fill('Boutique Sole');
    await page.reload();
    await page.getByTestId('order-total').filter({ hasText: '4 capi · 758,00\u00a0€' }).waitFor();
    expect(await page.getByLabel('Negozio / Ragione sociale').inputValue()).toBe('Boutique Sole');
  });

  it('has no serious accessibility violation, and broke no CSP rule', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await cards().nth(1).click();
    await page.getByRole('dialog', { name: 'Maglione a coste' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(violations).toEqual([]);
  });

  it('sends the order once with its idempotency key and shows the confirmation with the copies', async () => {
    await page.getByLabel('Referente').fill('Marta Bianchi');
    await page.getByLabel('Email').fill('marta@sole.example');
    await page.getByLabel('Indirizzo di consegna').fill('Via Roma 1, Torino');
    await page.getByRole('checkbox', { name: 'Accetto le condizioni di vendita' }).check();
    await page.getByRole('button', { name: 'Invia ordine' }).dblclick();
    await page.getByText("Numero d'ordine: V-2026-000001").waitFor();
    expect(server.orders.length).toBe(1);
    expect(server.orders[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(server.orders[0]?.body).toMatchObject({ quantities: { 'LN-201-BL Blu notte': { M: 2, L: 2 } }, termsAccepted: true, buyer: { shop: 'Boutique Sole' } });
    expect(await page.getByRole('link', { name: "Scarica l'ordine in Excel" }).getAttribute('href')).toBe(`/api/v/${ID}/orders/V-2026-000001.xlsx?receipt=ricevuta`);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'vetrina-order-sent-phone');
  });

  it('reads at desktop width too, without an accessibility violation', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Nuovo ordine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Autunno Inverno' }).scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'vetrina-desktop');
  });
});

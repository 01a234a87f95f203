/**
 * Issue 36.2 and 36.3 in Firefox (Debian's firefox-esr through puppeteer-core over WebDriver BiDi):
 * the built public page under its strict CSP renders the catalogue, opens a product, totals a
 * quantity in the catalogue's currency and keeps it over a reload. CSS selectors only: puppeteer's
 * ARIA selectors need CDP, which BiDi does not give.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/shared/schemas/published.js';
import { samplePageData } from '../fixtures/vetrina-page-data.js';
import { startVetrinaServer, type VetrinaServer } from './support/vetrina-server.js';

const DATA = samplePageData();
const ID = DATA.status === 'ok' ? DATA.catalogue.id : '';
const PLACED: PlacedOrder = { number: 'V-2026-000002', receipt: 'r', currency: 'EUR', lines: [], pieces: 0, total: 0, unpricedPieces: 0, createdAt: '2026-11-28T10:00:00.000Z' };

let server: VetrinaServer;
let browser: Browser;
let page: Page;

const text = (selector: string) => page.$eval(selector, (element) => element.textContent ?? '');
const total = '[data-testid="order-total"]';

beforeAll(async () => {
  server = await startVetrinaServer(DATA, PLACED);
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true });
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.setViewport({ width: 390, height: 844 });
  await page.goto(`${server.url}/v/${ID}`);
  await page.waitForSelector('header h1');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the public page in Firefox', () => {
  it('renders the catalogue with its photos', async () => {
    expect(await text('header h1')).toBe('Autunno Inverno');
    await page.waitForFunction(() => {
      const image = document.querySelector('header img');
      return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
    });
    expect(await page.$$eval('section[aria-labelledby="prodotti"] li button', (buttons) => buttons.map((button) => button.textContent))).toEqual(['Giacca in tweed', 'Maglione a coste', '<img src=x onerror="window.__pwned=1">', 'Foto 5']);
  });

  it('totals a quantity from the product view and keeps it over a reload', async () => {
    await page.click('section[aria-labelledby="prodotti"] li button');
    await page.waitForSelector('dialog[open]');
    await page.type('input[aria-label="Giacca in tweed, Blu notte, taglia M"]', '4');
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === '4 capi · 758,00\u00a0€', {}, total);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    await page.reload();
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === '4 capi · 758,00\u00a0€', {}, total);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

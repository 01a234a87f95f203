/**
 * Issue 34, 'how to show it': the product dialog in Firefox (Debian's firefox-esr through
 * puppeteer-core over WebDriver BiDi, as scripts/bench drives it), with no mapping, for a
 * PrestaShop combinations export, a Magento 2 export and an Apple Numbers workbook: each photo its
 * colourway, the first rows shown as they will print, the Numbers sheet said.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../fixtures/photos.js';
import { SHOP_EXPORTS, WORKBOOKS, type ShopExport } from '../fixtures/product-files/shop-exports.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;
let folder = '';

const text = (selector: string) => page.$eval(selector, (element) => element.textContent ?? '').catch(() => '');

async function until(check: () => Promise<boolean>, what: string, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Firefox: ${what} did not happen in ${timeout / 1000} s`);
}

async function choose(testId: string, paths: string[]): Promise<void> {
  const input = (await page.$(`[data-testid="${testId}"]`)) as ElementHandle<HTMLInputElement> | null;
  if (!input) throw new Error(`no ${testId}`);
  await input.uploadFile(...paths);
}

async function saved(file: ShopExport | Awaited<ReturnType<typeof WORKBOOKS.numbers>>): Promise<string> {
  const path = join(folder, file.fileName);
  await writeFile(path, file.bytes);
  return path;
}

const files = { prestaShop: SHOP_EXPORTS.prestaShop(), magento: SHOP_EXPORTS.magento2(), numbers: await WORKBOOKS.numbers() };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-firefox-products-'));
  server = await startServer();
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'viola', crediti: 1 });
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true });
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${server.url}/login`);
  // CSS selectors: puppeteer's ARIA selectors need CDP, which BiDi does not give.
  await page.type('input[autocomplete="username"]', 'viola');
  await page.type('input[autocomplete="current-password"]', 'password-123');
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="upload-input"]');
  // The first style's three colourways as each system names its photos: each file matches all nine.
  const photos = await Promise.all(
    [...files.prestaShop.photos.slice(0, 3), ...files.magento.photos.slice(0, 3), ...files.numbers.photos.slice(0, 3)].map(async (name, index) => {
      const path = join(folder, name);
      await writeFile(path, await makeJpeg({ width: 300, height: 400, seed: index + 60 }));
      return path;
    }),
  );
  await choose('upload-input', photos);
  await until(async () => (await page.$$('[data-testid="image-card"][data-status="ready"]')).length === 9, 'nine photos prepared', 120_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function importAndRead(path: string): Promise<{ summary: string; firstRow: string; dialog: string }> {
  await choose('products-input', [path]);
  await until(async () => (await text('[data-testid="products-summary"]')).includes('abbinat'), 'the summary');
  await until(async () => (await text('[data-testid="products-preview"] tbody tr')).length > 0, 'the preview');
  const read = { summary: await text('[data-testid="products-summary"]'), firstRow: (await text('[data-testid="products-preview"] tbody tr')).replace(/[\u00a0\u202f]/gu, ' '), dialog: await text('[role="dialog"]') };
  await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((button) => button.textContent?.trim() === 'Annulla')?.click());
  await until(async () => (await page.$('[role="dialog"]')) === null, 'the dialog closed');
  return read;
}

describe('the product dialog in Firefox, no mapping', () => {
  it('PrestaShop: every photo its colourway, the first row as it will print', async () => {
    const read = await importAndRead(await saved(files.prestaShop));
    expect(read.summary).toContain('9 foto su 9 abbinate alla loro variante colore con colore, taglie e prezzo');
    for (const expected of ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€208.00', '€520.00']) expect(read.firstRow).toContain(expected);
  });

  it('Magento: the shop price as suggested retail', async () => {
    const read = await importAndRead(await saved(files.magento));
    expect(read.summary).toContain('9 foto su 9 abbinate alla loro variante colore con colore, taglie e prezzo');
    for (const expected of ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€520.00']) expect(read.firstRow).toContain(expected);
  });

  it('Numbers: the products sheet, not the summary first', async () => {
    const read = await importAndRead(await saved(files.numbers));
    expect(read.dialog).toContain('foglio «Prodotti»');
    expect(read.summary).toContain('9 foto su 9 abbinate alla loro variante colore con colore, taglie e prezzo');
    for (const expected of ['Giacca Côte d’Azur', 'Sabbia', '38–46', '€208.00', '€520.00']) expect(read.firstRow).toContain(expected);
  });
});

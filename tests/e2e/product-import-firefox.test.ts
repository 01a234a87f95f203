/**
 * Issue 34, 'how to show it': the product dialog in Firefox (Debian's firefox-esr through
 * puppeteer-core over WebDriver BiDi, as scripts/bench drives it), with no mapping, for a
 * PrestaShop combinations export, a Magento 2 export and an Apple Numbers workbook: each photo its
 * colourway, the first rows shown as they will print, the Numbers sheet said.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { describeDialog, startDialogBench, type DialogBench, type DialogRead } from './support/product-dialog.js';

let bench: DialogBench;
let browser: Browser;
let page: Page;

const text = (selector: string) => page.$eval(selector, (element) => element.textContent ?? '').catch(() => '');

async function choose(testId: string, paths: string[]): Promise<void> {
  const input = (await page.$(`[data-testid="${testId}"]`)) as ElementHandle<HTMLInputElement> | null;
  if (!input) throw new Error(`no ${testId}`);
  await input.uploadFile(...paths);
}

beforeAll(async () => {
  bench = await startDialogBench('viola');
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true });
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${bench.server.url}/login`);
  // CSS selectors: puppeteer's ARIA selectors need CDP, which BiDi does not give.
  await page.type('input[autocomplete="username"]', 'viola');
  await page.type('input[autocomplete="current-password"]', 'password-123');
  await page.click('button[type="submit"]');
  await page.waitForSelector('[data-testid="upload-input"]');
  await choose('upload-input', bench.photos);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="image-card"][data-status="ready"]').length === 9, { timeout: 120_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await bench?.server.stop();
});

async function importAndRead(path: string): Promise<DialogRead> {
  await choose('products-input', [path]);
  await page.waitForFunction(() => document.querySelector('[data-testid="products-summary"]')?.textContent?.includes('abbinat') === true);
  await page.waitForFunction(() => Boolean(document.querySelector('[data-testid="products-preview"] tbody tr')?.textContent));
  const read = { summary: await text('[data-testid="products-summary"]'), firstRow: (await text('[data-testid="products-preview"] tbody tr')), dialog: await text('[role="dialog"]') };
  await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((button) => button.textContent?.trim() === 'Annulla')?.click());
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
  return read;
}

describeDialog('Firefox', () => bench, importAndRead);

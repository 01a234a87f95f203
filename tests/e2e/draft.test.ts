import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makePhoto } from '../fixtures/photos.js';
import { pdfImages, pdfText } from '../unit/engine/poppler.js';
import { DESKTOP, launchBrowser, saveScreenshot, seriousViolations } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForDraftSaved, waitForToast, type UploadFile } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;
let admin: AdminClient;
let downloads: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'giulia', crediti: 3 });
  await admin.createUser({ username: 'marco', nomePersona: 'Marco Rossi', crediti: 2 });
  await admin.createUser({ username: 'sara', nomePersona: 'Sara Bianchi', crediti: 2 });
  downloads = await mkdtemp(join(tmpdir(), 'vetrina-draft-'));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

/** Three photos told apart in the PDF by their shape, since preparation keeps the aspect ratio. */
type Shape = 'wide' | 'tall' | 'square';
const SIZES: Record<Shape, { width: number; height: number }> = {
  wide: { width: 720, height: 360 },
  tall: { width: 360, height: 720 },
  square: { width: 540, height: 540 },
};

async function shapePhoto(shape: Shape, seed: number): Promise<UploadFile> {
  return { name: `${shape}.jpg`, mimeType: 'image/jpeg', buffer: await makePhoto('jpeg', { ...SIZES[shape], seed }) };
}

function shapeOf({ width, height }: { width: number; height: number }): Shape {
  return width > height * 1.5 ? 'wide' : height > width * 1.5 ? 'tall' : 'square';
}

const cards = (page: Page) => page.getByTestId('image-card');
const card = (page: Page, fileName: string) => cards(page).filter({ has: page.getByText(fileName, { exact: true }) });

/** The photos' file names in the order the cards show them. */
function cardOrder(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}


/** A signed-in page that records every uncaught error: a refused IndexedDB must never crash. */
async function signedIn(context: BrowserContext, username: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, server.url, username);
  return { page, errors };
}

async function saveDownload(page: Page, click: () => Promise<void>, name: string): Promise<{ path: string; suggested: string }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const path = join(downloads, name);
  await file.saveAs(path);
  return { path, suggested: file.suggestedFilename() };
}

describe('photo order, captions and drafts', () => {
  it('reorders by dragging and by keyboard, prints captions, keeps the draft across reloads and downloads the catalogue again for free', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const { page, errors } = await signedIn(context, 'giulia');

    await upload(page, await Promise.all([shapePhoto('wide', 1), shapePhoto('tall', 2), shapePhoto('square', 3)]));
    await waitForPhotosReady(page, 3);
    expect(await cardOrder(page)).toEqual(['wide.jpg', 'tall.jpg', 'square.jpg']);

    // Drag: the square card dropped on the first takes its place.
    await card(page, 'square.jpg').dragTo(card(page, 'wide.jpg'), { steps: 8 });
    await eventually(() => cardOrder(page)).toEqual(['square.jpg', 'wide.jpg', 'tall.jpg']);
    await card(page, 'square.jpg').getByText('Immagine 1', { exact: true }).waitFor();
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.moved(1, 3));

    // Keyboard: pick the tall photo up, two places to the left, put it down.
    const tallHandle = page.getByRole('button', { name: DRAFT_TEXTS.moveHandle('tall.jpg', 3, 3) });
    await tallHandle.focus();
    await page.keyboard.press('Space');
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.picked(3, 3));
    await page.keyboard.press('ArrowLeft');
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.moved(2, 3));
    await page.keyboard.press('ArrowLeft');
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.moved(1, 3));
    // Focus stays on the handle that travelled with its card.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(DRAFT_TEXTS.moveHandle('tall.jpg', 1, 3));
    await page.keyboard.press('Space');
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.dropped(1, 3));
    expect(await cardOrder(page)).toEqual(['tall.jpg', 'square.jpg', 'wide.jpg']);
    await card(page, 'tall.jpg').getByText('Immagine 1', { exact: true }).waitFor();

    // Escape puts a carried photo back where it was.
    await page.getByRole('button', { name: DRAFT_TEXTS.moveHandle('wide.jpg', 3, 3) }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await eventually(() => cardOrder(page)).toEqual(['wide.jpg', 'tall.jpg', 'square.jpg']);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('reorder-announcement').textContent()).toBe(DRAFT_TEXTS.cancelled(3, 3));
    expect(await cardOrder(page)).toEqual(['tall.jpg', 'square.jpg', 'wide.jpg']);

    // Captions on the cards: a full one on the square photo, a price alone on the wide one.
    const square = card(page, 'square.jpg');
    await square.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di square.jpg` }).click();
    await square.getByLabel(DRAFT_TEXTS.captionName).fill('Giacca in lana');
    await square.getByLabel(DRAFT_TEXTS.captionSku).fill('GC-014');
    await square.getByLabel(DRAFT_TEXTS.captionPrice).fill('1234,5');
    const wide = card(page, 'wide.jpg');
    await wide.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di wide.jpg` }).click();
    const widePrice = wide.getByLabel(DRAFT_TEXTS.captionPrice);
    await widePrice.fill('dodici');
    await widePrice.blur();
    await wide.getByRole('alert').filter({ hasText: DRAFT_TEXTS.priceFormat }).waitFor();
    await widePrice.fill('12,345');
    await widePrice.blur();
    await wide.getByRole('alert').filter({ hasText: MESSAGES.validation.priceCents }).waitFor();
    await widePrice.fill('12.50');
    await widePrice.blur();
    await eventually(() => wide.getByRole('alert').count()).toBe(0);
    expect(await widePrice.inputValue()).toBe('12,50');
    // The cards with their handles and open caption forms pass axe.
    await saveScreenshot(page, 'draft-captions-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Bozza');
    await page.getByLabel('Lingua').selectOption('Italiano');
    await choose(page, '6 (2×3 o 3×2)');

    const first = await saveDownload(page, () => page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click(), 'first.pdf');
    expect(first.suggested).toBe('vetrina-catalogo-collezione-bozza.pdf');
    await eventually(() => page.getByTestId('credits').textContent()).toBe('2 crediti');
    // The PDF follows the order on screen, and prints the captions with the catalogue language's price format.
    const images = (await pdfImages(first.path)).map(shapeOf);
    expect(images).toEqual(['tall', 'square', 'wide']);
    const text = (await pdfText(first.path)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Giacca in lana');
    // Classico opens the code's line with the price (decision 1080).
    expect(text).toContain('€ 1.234,50 · GC-014');
    expect(text).toContain('€ 12,50');

    // Reload: photos, order, captions and settings come back from IndexedDB.
    await waitForDraftSaved(page);
    await page.reload();
    await waitForPhotosReady(page, 3);
    expect(await cardOrder(page)).toEqual(['tall.jpg', 'square.jpg', 'wide.jpg']);
    expect((await card(page, 'square.jpg').getByTestId('caption-summary').textContent())?.replace(/\u00a0/g, ' ')).toBe('Giacca in lana · GC-014 · € 1.234,50');
    await card(page, 'wide.jpg').getByRole('button', { name: `${DRAFT_TEXTS.editCaption} di wide.jpg` }).click();
    expect(await card(page, 'wide.jpg').getByLabel(DRAFT_TEXTS.captionPrice).inputValue()).toBe('12,50');
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('Collezione Bozza');
    expect(await page.getByRole('radio', { name: '6 (2×3 o 3×2)' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Lingua').inputValue()).toBe('Italiano');

    // The last catalogue again, after the reload: the same bytes, no charge, no new log line.
    const again = await saveDownload(page, () => page.getByRole('button', { name: DRAFT_TEXTS.downloadAgain }).click(), 'again.pdf');
    expect(again.suggested).toBe(first.suggested);
    expect((await readFile(again.path)).equals(await readFile(first.path))).toBe(true);
    expect((await admin.user('giulia')).crediti).toBe(2);
    expect((await admin.catalogLogs()).filter((log) => log.username === 'giulia')).toHaveLength(1);
    expect(await page.getByTestId('credits').textContent()).toBe('2 crediti');

    // 'Nuovo catalogo': cancelling keeps everything, confirming clears the draft, also after a reload.
    await page.getByRole('button', { name: DRAFT_TEXTS.newCatalog }).click();
    const dialog = page.getByRole('dialog', { name: DRAFT_TEXTS.newCatalogTitle });
    await dialog.getByRole('button', { name: DRAFT_TEXTS.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(3);
    await page.getByRole('button', { name: DRAFT_TEXTS.newCatalog }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: DRAFT_TEXTS.newCatalogConfirm }).click();
    await eventually(() => cards(page).count()).toBe(0);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('');
    await waitForDraftSaved(page);
    await page.reload();
    await waitForDraftSaved(page);
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('');
    // The paid catalogue is not part of the draft: it can still be downloaded.
    await page.getByRole('button', { name: DRAFT_TEXTS.downloadAgain }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps each signed-in user their own draft on a shared browser', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    let { page } = await signedIn(context, 'marco');
    await upload(page, [await shapePhoto('wide', 7)]);
    await waitForPhotosReady(page, 1);
    await page.getByLabel('Titolo', { exact: true }).fill('Linea Marco');
    await waitForDraftSaved(page);
    await page.getByRole('button', { name: UI_TEXTS.logout.label }).click();
    await waitForToast(page, UI_TEXTS.logout.success);

    await signIn(page, server.url, 'sara');
    await waitForDraftSaved(page);
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: DRAFT_TEXTS.downloadAgain }).count()).toBe(0);
    await page.getByRole('button', { name: UI_TEXTS.logout.label }).click();
    await waitForToast(page, UI_TEXTS.logout.success);
    await page.close();

    ({ page } = await signedIn(context, 'marco'));
    await waitForPhotosReady(page, 1);
    expect(await cardOrder(page)).toEqual(['wide.jpg']);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('Linea Marco');
    await context.close();
  });

  it('works on without a draft where the browser refuses IndexedDB, and says so in Italian', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // As in a private window that offers no IndexedDB at all.
    await context.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }));
    const { page, errors } = await signedIn(context, 'sara');
    await page.getByTestId('draft-status').getByText(DRAFT_TEXTS.unavailable).waitFor();
    await upload(page, [await shapePhoto('square', 8)]);
    await waitForPhotosReady(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says in Italian when the browser has no room left for the draft', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('Spazio esaurito', 'QuotaExceededError');
      };
    });
    const { page, errors } = await signedIn(context, 'sara');
    await upload(page, [await shapePhoto('tall', 9)]);
    await page.getByTestId('draft-status').getByText(DRAFT_TEXTS.quota).waitFor();
    await waitForPhotosReady(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

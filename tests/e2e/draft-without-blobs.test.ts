import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { DESKTOP, launchBrowser, seriousViolations } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { choose, eventually, photoFile, signIn, upload, waitForPhotosReady } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'ornella', nomePersona: 'Ornella Conti', crediti: 1 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * WebKit's private windows, and WebKit under automation, refuse a Blob or File in IndexedDB while
 * storing everything else: put and add throw, as WebKit does, whenever the value holds one.
 */
function refuseBlobsInIndexedDb(): void {
  const holdsBlob = (value: unknown): boolean => value instanceof Blob || (typeof value === 'object' && value !== null && Object.values(value).some(holdsBlob));
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (holdsBlob(value)) throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
      return original.call(this, value, key);
    };
  }
}

async function signedIn(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, server.url, 'ornella');
  return { page, errors };
}

const status = (page: Page) => page.getByTestId('draft-status');
const cards = (page: Page) => page.getByTestId('image-card');
const card = (page: Page, fileName: string) => cards(page).filter({ has: page.getByText(fileName, { exact: true }) });

/** Waits until what IndexedDB will take of the draft as it stands is written. */
async function waitForDraftWritten(page: Page): Promise<void> {
  await page.locator('[data-testid="draft-status"][data-state="saved"]').waitFor();
}

async function downloadBytes(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  return readFile(await (await download).path());
}

describe('drafts where the browser refuses Blobs in IndexedDB', () => {
  it('keeps settings and captions but not the photos, says so plainly, and never claims the draft is saved', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    await context.addInitScript(refuseBlobsInIndexedDb);
    const { page, errors } = await signedIn(context);
    const photos = await Promise.all([photoFile('jpeg', 1), photoFile('jpeg', 2)]);
    const [first] = photos.map((photo) => photo.name);
    if (first === undefined) throw new Error('no photo');

    await upload(page, photos);
    await waitForPhotosReady(page, 2);
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Privata');
    await choose(page, '6 (2×3 o 3×2)');
    await card(page, first).getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di ${first}` }).click();
    await card(page, first).getByLabel(DRAFT_TEXTS.captionName).fill('Abito in seta');
    await waitForDraftWritten(page);
    await status(page).getByText(DRAFT_TEXTS.photosNotKept).waitFor();
    expect(await status(page).getByText(DRAFT_TEXTS.saved).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The PDF is a Blob too: downloaded, offered again from this page's copy, and no error.
    const generated = await downloadBytes(page, () => page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click());
    await page.getByText(DRAFT_TEXTS.pdfPageOnly).waitFor();
    const again = await downloadBytes(page, () => page.getByRole('button', { name: DRAFT_TEXTS.downloadAgain }).click());
    expect(again.equals(generated)).toBe(true);
    expect(await status(page).getAttribute('data-state')).not.toBe('problem');
    await status(page).getByText(DRAFT_TEXTS.photosNotKept).waitFor();

    // Reload: title, layout and the caption's text come back; no card without its photo.
    await page.reload();
    await status(page).getByText(DRAFT_TEXTS.photosNotRestored).waitFor();
    await waitForDraftWritten(page);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('Collezione Privata');
    expect(await page.getByRole('radio', { name: '6 (2×3 o 3×2)' }).isChecked()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByText(DRAFT_TEXTS.saved).count()).toBe(0);
    expect(await page.getByRole('button', { name: DRAFT_TEXTS.downloadAgain }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The same files again: the caption finds its photo by file name; the browser still keeps none.
    await upload(page, photos);
    await waitForPhotosReady(page, 2);
    await eventually(() => card(page, first).getByTestId('caption-summary').textContent()).toBe('Abito in seta');
    await status(page).getByText(DRAFT_TEXTS.photosNotKept).waitFor();
    expect(await page.getByText(DRAFT_TEXTS.saved).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("still says 'Bozza salvata' where the browser keeps Blobs, and brings the photos back", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const { page, errors } = await signedIn(context);
    await upload(page, [await photoFile('jpeg', 3)]);
    await waitForPhotosReady(page, 1);
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Pubblica');
    await waitForDraftWritten(page);
    await status(page).getByText(DRAFT_TEXTS.saved).waitFor();
    expect(await page.getByText(DRAFT_TEXTS.photosNotKept).count()).toBe(0);

    await page.reload();
    await waitForPhotosReady(page, 1);
    await status(page).getByText(DRAFT_TEXTS.saved).waitFor();
    expect(await page.getByText(DRAFT_TEXTS.photosNotRestored).count()).toBe(0);
    expect(await page.getByLabel('Titolo', { exact: true }).inputValue()).toBe('Collezione Pubblica');
    expect(errors).toEqual([]);
    await context.close();
  });
});

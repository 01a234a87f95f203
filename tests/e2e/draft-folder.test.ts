/**
 * The draft's photos in the origin-private file system (decision 1049): Chromium streams them into
 * the user's folder instead of copying them into IndexedDB, and a reload reads them from there,
 * 'Annulla' after 'Rimuovi Tutte' included (the files read back stay readable).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { DESKTOP, launchBrowser } from './support/browser.js';
import { AdminClient } from './support/seed.js';
import { startServer, type RunningServer } from './support/server.js';
import { eventually, photoFile, signIn, upload, waitForDraftSaved, waitForPhotosReady, waitForToast } from './support/user-ui.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = new AdminClient(server.url);
  await admin.initAndLogin();
  await admin.createUser({ username: 'teresa', nomePersona: 'Teresa Galli', crediti: 1 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The names of the files in the user's draft folder, and how many files IndexedDB holds for the draft. */
function storedFiles(page: Page): Promise<{ folder: string[]; indexedDb: number }> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const folder: string[] = [];
    try {
      const user = await (await root.getDirectoryHandle('vetrina-bozze')).getDirectoryHandle('teresa');
      for await (const name of user.keys()) folder.push(name);
    } catch {
      // No folder yet: none of the draft's files is there.
    }
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('vetrina');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const indexedDb = await new Promise<number>((resolve, reject) => {
      const request = database.transaction('draftFiles').objectStore('draftFiles').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return { folder: folder.sort(), indexedDb };
  });
}

const cards = (page: Page) => page.getByTestId('image-card');

describe("the draft's photos in the origin-private file system", () => {
  it('streams them into the folder, brings them back after a reload, and keeps them readable through an undo', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, server.url, 'teresa');

    await upload(page, await Promise.all([photoFile('jpeg', 1), photoFile('jpeg', 2)]));
    await waitForPhotosReady(page, 2);
    await waitForDraftSaved(page);
    const saved = await storedFiles(page);
    expect(saved.folder).toHaveLength(2);
    expect(saved.indexedDb).toBe(0);

    await page.reload();
    await waitForPhotosReady(page, 2);
    await waitForDraftSaved(page);
    expect(await page.getByText(DRAFT_TEXTS.photosNotRestored).count()).toBe(0);

    // The photos now come from the folder: removed and given back, they are still read.
    await page.getByRole('button', { name: 'Rimuovi Tutte' }).click();
    await waitForToast(page, UI_TEXTS.generator.removedAllTitle);
    await waitForDraftSaved(page);
    await page.getByTestId('toast').getByRole('button', { name: UI_TEXTS.generator.undo }).click();
    await waitForPhotosReady(page, 2);
    await waitForDraftSaved(page);
    expect((await storedFiles(page)).folder).toEqual(saved.folder);

    await page.reload();
    await waitForPhotosReady(page, 2);
    expect(await page.getByText(DRAFT_TEXTS.photosNotRestored).count()).toBe(0);

    // Removed for good: the next load clears the folder.
    await page.getByRole('button', { name: 'Rimuovi Tutte' }).click();
    await waitForDraftSaved(page);
    await page.reload();
    await waitForDraftSaved(page);
    expect(await cards(page).count()).toBe(0);
    await eventually(async () => (await storedFiles(page)).folder).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

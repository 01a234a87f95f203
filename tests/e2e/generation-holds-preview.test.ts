/**
 * Issue 37.2 in Chromium: 'Genera Catalogo PDF' clicked while photos are still being prepared. The
 * overlay hides the preview, so the page asks the PDF worker for no page description until the
 * catalogue is downloaded (describing again as each photo lands took the cores the photos are
 * prepared on); once it is, the preview is described again with every photo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../fixtures/photos.js';
import { DESKTOP } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn, upload } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'ivo', crediti: 2 }]);
});

afterAll(() => app?.close());

/** [start, end] (page clock) of each of the page's measures with this name. */
const measuresOf = (name: string) => `performance.getEntriesByName(${JSON.stringify(name)}, 'measure').map((entry) => [entry.startTime, entry.startTime + entry.duration])`;

describe('generating while photos are prepared', () => {
  it('asks for no page description behind the overlay, and describes the pages again once the PDF is downloaded', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ivo');
    // Large enough that most photos are still being prepared when the button is clicked.
    const photos = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => ({ name: `capo-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 3000, height: 4500, seed: 70 + index }) })),
    );
    await upload(page, photos);
    const generate = page.getByRole('button', { name: 'Genera Catalogo PDF' });
    await eventually(() => generate.isEnabled()).toBe(true);
    // The hold starts when the overlay is drawn (a description already asked may still be under way).
    await page.evaluate(() => {
      const overlay = () => document.querySelector('[aria-labelledby="generation-title"]');
      new MutationObserver((_, observer) => {
        if (!overlay()) return;
        document.body.dataset.overlayAt = String(performance.now());
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const download = page.waitForEvent('download');
    await generate.click();
    await download;
    const overlayAt = Number(await page.evaluate(() => document.body.dataset.overlayAt));
    // The charge's answer is the last step before the download: the generation ends with it.
    const [[, chargedAt = Infinity] = []] = await page.evaluate<[number, number][]>(measuresOf('vetrina:charge'));

    const prepared = await page.evaluate<[number, number][]>(measuresOf('vetrina:preparation'));
    const described = await page.evaluate<[number, number][]>(measuresOf('vetrina:preview'));
    // The hold was put to the test: photos were still landing after the click.
    expect(prepared.filter(([, end]) => end > overlayAt).length).toBeGreaterThan(0);
    expect(described.filter(([start]) => start > overlayAt && start < chargedAt)).toEqual([]);
    // Released: the preview is described again, and settles.
    await eventually(async () => (await page.evaluate<[number, number][]>(measuresOf('vetrina:preview'))).some(([start]) => start > chargedAt)).toBe(true);
    await eventually(() => page.getByTestId('catalog-preview-figure').getAttribute('aria-busy')).toBe('false');
    await context.close();
  });
});

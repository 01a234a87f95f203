/**
 * Issue 26.6 in Chromium: a look chosen in the form redraws the live preview at once and prints
 * in the PDF as previewed.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { makeJpeg } from '../fixtures/photos.js';
import { pdfWords } from '../unit/engine/poppler.js';
import { DESKTOP } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'livia', crediti: 1 }]);
});

afterAll(() => app?.close());

describe('looks', () => {
  it('redraw the preview as they are chosen and print as previewed', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'livia');
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Autunno');
    const files = await Promise.all([1, 2, 3, 4, 5].map(async (seed) => ({ name: `capo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 900, height: 1200, seed }) })));
    await upload(page, files);
    await waitForPhotosReady(page, 5);
    const preview = page.getByTestId('catalog-preview');
    // Classico's title between its two accent rules, over and under it (decision 1092).
    await eventually(() => preview.locator('[data-role="accent-rule"]').count()).toBe(2);

    await choose(page, /^Minimale/);
    await eventually(() => preview.locator('[data-role="header-rule"]').count()).toBe(0);
    expect(await preview.locator('[data-role="accent-rule"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Pagina successiva' }).click();
    await eventually(() => page.getByTestId('preview-page-label').textContent()).toBe('Pagina 2 di 2');
    expect(await preview.locator('[data-role="page-number"]').textContent()).toBe('2');

    await choose(page, /^Editoriale/);
    // Its hairline under the header opens the catalogue; the pages after it run their title without one (decision 1063).
    await page.getByRole('button', { name: 'Pagina precedente' }).click();
    await eventually(() => preview.locator('[data-role="header-rule"]').count()).toBe(1);
    // Flush left, in the preview and in the PDF alike.
    const previewed = await preview.evaluate((element) => {
      const svg = element.querySelector('svg');
      const title = element.querySelector('[data-role="title"]');
      if (!svg || !(title instanceof SVGGraphicsElement)) return null;
      return { title: title.getBBox().x, width: svg.viewBox.baseVal.width };
    });
    if (!previewed) throw new Error('no title or photo in the preview');
    expect(previewed.title).toBeLessThan(previewed.width / 4);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-looks-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    const title = (await pdfWords(path, 1)).find((word) => word.text === 'Collezione');
    expect(Math.abs((title?.xMin ?? 0) - previewed.title)).toBeLessThan(3);
    await context.close();
  });
});

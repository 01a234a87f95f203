/**
 * Issue 15.1 in Chromium: the cover (a chosen photo, full page) and the back cover (contacts
 * prefilled from the account) appear in the preview and its page count and in the downloaded PDF,
 * for the same one credit; the log still counts photos.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { makeJpeg } from '../fixtures/photos.js';
import { imagePlacements, pdfInfo, pdfText } from '../unit/engine/poppler.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'rosa', crediti: 2 }]);
});

afterAll(() => app?.close());

describe('cover and back cover', () => {
  it('are chosen in the form, previewed, counted as pages and printed for one credit', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'rosa');
    await page.getByLabel('Titolo', { exact: true }).fill('Collezione Inverno');
    await upload(page, [
      { name: 'cappotto.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1200, height: 1600, seed: 1 }) },
      { name: 'abito.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 1200, height: 1600, seed: 2 }) },
    ]);
    await waitForPhotosReady(page, 2);
    const label = page.getByTestId('preview-page-label');
    expect(await label.textContent()).toBe('Pagina 1 di 1');

    await page.getByLabel('Aggiungi la copertina').check();
    await page.getByLabel('Foto di copertina').selectOption({ label: 'abito.jpg' });
    await page.getByRole('radio', { name: 'Tutta la pagina' }).check({ force: true });
    await page.getByLabel('Aggiungi il retro').check();
    const company = page.getByLabel('Azienda', { exact: true });
    expect(await company.inputValue()).not.toBe('');
    await page.getByLabel('Sito web').fill('www.rosa-atelier.it');
    await eventually(() => label.textContent()).toBe('Pagina 1 di 3');
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-covers-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    expect(await page.getByText(UI_TEXTS.generator.generated(1)).count()).toBeGreaterThan(0);
    expect((await pdfInfo(path)).Pages).toBe('3');
    expect(await pdfText(path, 1)).toContain('Collezione Inverno');
    const back = await pdfText(path, 3);
    expect(back).toContain(await company.inputValue());
    expect(back).toContain('www.rosa-atelier.it');
    // The full-page style: the photo covers the page (issue 26.2).
    const cover = (await imagePlacements(path, 841.89)).filter((placed) => placed.page === 1);
    expect(cover).toHaveLength(1);
    expect(cover[0]?.height ?? 0).toBeCloseTo(841.89, 1);
    await context.close();
  });
});

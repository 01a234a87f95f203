/**
 * Issue 15.3 in Chromium: a product sheet (Windows-1252 CSV with semicolons, as Italian Excel
 * saves it) read in the browser, its columns confirmed in the mapping step, the matching photos
 * captioned at once, undone with 'Annulla', and the chosen columns offered again next time.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { pdfText } from '../unit/engine/poppler.js';
import { makeJpeg } from '../fixtures/photos.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

/** 'à' and 'è' as the single bytes Windows-1252 gives them. */
const SHEET = Buffer.from('Codice;Nome;Nome breve;Colori;Prezzo\r\nGC-01;Giacca Verit\xe0;Giacca;Blu;189,50\r\nAB-02;Abito Caff\xe8;Abito;Nero;95\r\nZZ-09;Assente;Assente;Rosso;10\r\n', 'latin1');

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([
    { username: 'serena', crediti: 1 },
    { username: 'tiziana', crediti: 1 },
  ]);
});

afterAll(() => app?.close());

describe('product data from a spreadsheet', () => {
  it('maps the columns, captions the matching photos at once, undoes, and remembers the mapping', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'serena');
    await upload(page, [
      { name: 'GC-01_fronte.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 1 }) },
      { name: 'AB-02.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 2 }) },
      { name: 'altro.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 3 }) },
    ]);
    await waitForPhotosReady(page, 3);
    const importSheet = () => page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: SHEET });

    await importSheet();
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.waitFor();
    const summary = dialog.getByTestId('products-summary');
    expect(await summary.textContent()).toContain('2 foto su 3 abbinate.');
    expect(await summary.textContent()).toContain('riga 4 (ZZ-09)');
    expect(await summary.textContent()).toContain('altro.jpg');
    expect(await dialog.getByLabel('Nome prodotto').inputValue()).toBe('1');
    // The user prefers the short name.
    await dialog.getByLabel('Nome prodotto').selectOption({ label: 'Nome breve' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Applica alle didascalie' }).click();

    const summaryOf = (name: string) => page.getByTestId('image-card').filter({ hasText: name }).getByTestId('caption-summary');
    // Printed as the catalogue's language (English by default) writes prices.
    await eventually(() => summaryOf('GC-01_fronte.jpg').textContent()).toBe('Giacca · GC-01 · €189.50');
    expect(await summaryOf('AB-02.jpg').textContent()).toContain('Abito');
    expect(await summaryOf('altro.jpg').count()).toBe(0);

    await page.getByRole('button', { name: 'Annulla' }).click();
    await eventually(() => summaryOf('GC-01_fronte.jpg').count()).toBe(0);

    await importSheet();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Nome prodotto').inputValue()).toBe('2');
    await context.close();
  });

  it('refuses a file that is not a spreadsheet with a clear message, and changes nothing', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'serena');
    await upload(page, [{ name: 'GC-01.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 4 }) }]);
    await waitForPhotosReady(page, 1);
    await page.getByTestId('products-input').setInputFiles({ name: 'foto.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) });
    await waitForToast(page, 'Il file «foto.xlsx» non è un foglio di calcolo leggibile (CSV o XLSX).');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('caption-summary').count()).toBe(0);
    await context.close();
  });

  it('makes a line sheet from the imported products: previewed as a table and downloaded', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'tiziana');
    await page.getByRole('combobox', { name: 'Lingua' }).selectOption('Italiano');
    await choose(page, 'Line sheet (tabella dei prodotti)');
    // No photos per page to choose; either orientation, even from the default 4 per page (portrait only for a grid).
    const perPage = page.getByRole('group', { name: 'Immagini per pagina' }).getByRole('radio');
    expect(await perPage.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).disabled))).toEqual([true, true, true]);
    expect(await page.getByRole('group', { name: 'Orientamento' }).getByRole('radio', { disabled: true }).count()).toBe(0);
    await upload(page, [
      { name: 'GC-01.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 5 }) },
      { name: 'AB-02.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 6 }) },
    ]);
    await waitForPhotosReady(page, 2);
    await page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: SHEET });
    await page.getByRole('dialog', { name: 'Abbina le colonne' }).getByRole('button', { name: 'Applica alle didascalie' }).click();
    const preview = page.getByTestId('catalog-preview');
    await eventually(() => preview.locator('text[data-role="column-heading"]').allTextContents()).toContain('Colori');
    await eventually(() => preview.locator('text').allTextContents()).toContain('Giacca Verità');
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-line-sheet-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    const text = (await pdfText(path, 1)).replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of ['Prodotto', 'Codice', 'Colori', 'Ingrosso', 'Giacca Verità', 'GC-01', 'Blu', '189,50 €', 'Abito Caffè']) expect(text).toContain(expected);
    await context.close();
  });
});

/**
 * Issues 15.3 and 23 in Chromium: product files read in the browser's worker, their columns
 * confirmed in the mapping step, the matching photos captioned at once, undone with 'Annulla', and
 * the chosen columns offered again next time; each format of tests/fixtures/product-files shows
 * its guessed columns and every photo's colourway, and a dollar file sets the catalogue's currency.
 * Issue 34: a Magento export and a Numbers workbook read with no mapping, the workbook's sheet said
 * and changeable.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_TEXTS } from '../../src/shared/index.js';
import { pdfText } from '../unit/engine/poppler.js';
import { makeGarmentJpeg, makeJpeg } from '../fixtures/photos.js';
import { allProductFiles } from '../fixtures/product-files/formats.js';
import { lyingSheet } from '../fixtures/product-files/hostile.js';
import ExcelJS from 'exceljs';
import { SHOP_EXPORTS, WORKBOOKS, priceListRows } from '../fixtures/product-files/shop-exports.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForDraftSaved, waitForPhotosReady, waitForToast } from './support/user-ui.js';

/** 'à' and 'è' as the single bytes Windows-1252 gives them. */
const SHEET = Buffer.from('Codice;Nome;Nome breve;Colori;Prezzo\r\nGC-01;Giacca Verit\xe0;Giacca;Blu;189,50\r\nAB-02;Abito Caff\xe8;Abito;Nero;95\r\nZZ-09;Assente;Assente;Rosso;10\r\n', 'latin1');

let app: CustomerApp;
const files = await allProductFiles();

beforeAll(async () => {
  app = await startCustomerApp([
    { username: 'serena', crediti: 1 },
    { username: 'tiziana', crediti: 1 },
    { username: 'ugo', crediti: 1 },
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
    expect(await summary.textContent()).toContain('0 foto su 3 abbinate alla loro variante colore con colore, taglie e prezzo; 2 abbinate senza taglie.');
    expect(await summary.textContent()).toContain('riga 4 (ZZ-09 Rosso)');
    expect(await summary.textContent()).toContain('altro.jpg');
    expect(await dialog.getByLabel('Nome prodotto').inputValue()).toBe('1');
    // The user prefers the short name.
    await dialog.getByLabel('Nome prodotto').selectOption({ label: 'Nome breve' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Applica alle didascalie' }).click();

    const summaryOf = (name: string) => page.getByTestId('image-card').filter({ hasText: name }).getByTestId('caption-summary');
    // Printed as the catalogue's language (English by default) writes prices, the colour after them as the caption prints it (decision 1056).
    await eventually(() => summaryOf('GC-01_fronte.jpg').textContent()).toBe('Giacca · GC-01 · €189.50 · Blu');
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
    await waitForToast(page, 'Il file «foto.xlsx» non è un foglio di calcolo leggibile (CSV, XLSX, XLS o ODS).');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // An old Excel file is offered by the picker; a damaged one is refused saying how to save it (decision 1012).
    expect(await page.getByTestId('products-input').getAttribute('accept')).toContain('.xls,');
    const damagedXls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...Array.from('Workbook').flatMap((char) => [char.charCodeAt(0), 0])]);
    await page.getByTestId('products-input').setInputFiles({ name: 'Listino.xls', mimeType: 'application/vnd.ms-excel', buffer: damagedXls });
    await waitForToast(page, 'Il file «Listino.xls» è in un vecchio formato Excel che non si legge (danneggiato, o anteriore a Excel 97): aprilo in Excel e salvalo come «Cartella di lavoro di Excel (.xlsx)», oppure in LibreOffice come «Foglio elettronico ODF (.ods)», e importa il nuovo file.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('caption-summary').count()).toBe(0);
    await context.close();
  });

  it('opens the dialog at once while a file is read, and Annulla stops the reading', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'serena');
    await upload(page, [{ name: 'GC-01.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 7 }) }]);
    await waitForPhotosReady(page, 1);
    // Seconds of inflating before its refusal: the dialog says it is reading meanwhile.
    await page.getByTestId('products-input').setInputFiles({ name: 'enorme.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(lyingSheet()) });
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.getByRole('status').filter({ hasText: 'Lettura del file in corso…' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Applica alle didascalie' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The next file is read at once; the cancelled one never answers.
    await page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: SHEET });
    await dialog.getByTestId('products-summary').waitFor();
    expect(await page.getByText('Importazione non riuscita').count()).toBe(0);
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
      // A navy jacket on white: the file has no hex colour, so its swatch comes from the photo.
      { name: 'GC-01.jpg', mimeType: 'image/jpeg', buffer: await makeGarmentJpeg(600, 800, '#2f4a7a') },
      { name: 'AB-02.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 600, height: 800, seed: 6 }) },
    ]);
    await waitForPhotosReady(page, 2);
    await page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: SHEET });
    await page.getByRole('dialog', { name: 'Abbina le colonne' }).getByRole('button', { name: 'Applica alle didascalie' }).click();
    // Issue 24: a row per colourway, four rows a page, and terms above the table.
    const panel = page.getByTestId('line-sheet-panel');
    await panel.getByText('Una per variante colore').click();
    await panel.getByText('4', { exact: true }).click();
    await panel.getByLabel('Ordine minimo').fill('12 capi, anche assortiti');
    const preview = page.getByTestId('catalog-preview');
    await eventually(() => preview.locator('text[data-role="column-heading"]').allTextContents()).toContain('Colori');
    await eventually(() => preview.locator('text').allTextContents()).toContain('Giacca Verità');
    const swatches = () => preview.locator('rect[data-role="swatch"]').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill') ?? ''));
    const navy = (fill: string) => [1, 3, 5].every((at, channel) => Math.abs(Number.parseInt(fill.slice(at, at + 2), 16) - [0x2f, 0x4a, 0x7a][channel]!) <= 6);
    await eventually(async () => (await swatches()).some(navy)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-line-sheet-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    const text = (await pdfText(path, 1)).replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of ['Prodotto', 'Codice', 'Colori', 'Ingrosso', 'Giacca Verità', 'GC-01', 'Blu', '189,50 €', 'Abito Caffè', 'Condizioni di vendita', 'Ordine minimo: 12 capi, anche assortiti']) expect(text).toContain(expected);
    await context.close();
  });

  /** Colour column by format: Shopify and WooCommerce give colours through their option columns. */
  const colourColumn = (fileName: string) => ({ 'NuORDER_product_data.xlsx': 'Color', 'joor_styles_20261125.csv': 'Color Name', 'Listino PE27.csv': 'Colore', 'Listino PE27.xlsx': 'Colore' })[fileName] ?? '— dalle opzioni del file —';

  it.each(files.map((file) => [file.fileName, file] as const))('reads %s as exported: guessed columns and each photo\'s colourway', async (_name, file) => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ugo');
    // The first style's three colourways and a one-colour style: the colour must come from each photo.
    const chosen = [0, 1, 2, 3].map((index) => file.photos[index] ?? '');
    await upload(page, await Promise.all(chosen.map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 300, height: 400, seed: index + 10 }) }))));
    await waitForPhotosReady(page, 4);
    await page.getByTestId('products-input').setInputFiles({ name: file.fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(file.bytes) });
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.waitFor();
    const selected = (label: string) => dialog.getByLabel(label, { exact: true }).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    expect(await selected('Colore')).toBe(colourColumn(file.fileName));
    expect(await selected('Nome prodotto')).not.toBe('— nessuna —');
    const summary = dialog.getByTestId('products-summary');
    await eventually(() => summary.textContent()).toContain('4 foto su 4 abbinate alla loro variante colore');
    const matches = await dialog.getByTestId('products-matches').locator('li').allTextContents();
    expect(matches.map((line) => line.split(' — ')[0])).toEqual([
      `${chosen[0]}: Giacca Côte d’Azur Sabbia`,
      `${chosen[1]}: Giacca Côte d’Azur Blu navy`,
      `${chosen[2]}: Giacca Côte d’Azur Nero`,
      `${chosen[3]}: Blazer sartoriale Cammello`,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Applica alle didascalie' }).click();
    const summaryOf = (name: string) => page.getByTestId('image-card').filter({ hasText: name }).getByTestId('caption-summary');
    // As the catalogue prints it: a whole amount without its cents (decision 1066).
    const price = file.format === 'nuorder-joor' ? '$208' : file.format === 'shopify' || file.format === 'shopify-2024' ? '€520' : '€208';
    await eventually(() => summaryOf(chosen[1] ?? '').textContent()).toContain(price);
    expect(await page.getByLabel('Valuta dei prezzi').inputValue()).toBe(file.format === 'nuorder-joor' ? 'USD' : 'EUR');
    await context.close();
  });

  it('reads a Magento export and a Numbers workbook with no mapping; the sheet is said and can be changed', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ugo');
    const magento = SHOP_EXPORTS.magento2();
    await upload(page, await Promise.all(magento.photos.slice(0, 3).map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 300, height: 400, seed: index + 20 }) }))));
    await waitForPhotosReady(page, 3);
    await page.getByTestId('products-input').setInputFiles({ name: magento.fileName, mimeType: 'text/csv', buffer: Buffer.from(magento.bytes) });
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.waitFor();
    const summary = dialog.getByTestId('products-summary');
    await eventually(() => summary.textContent()).toContain('3 foto su 3 abbinate alla loro variante colore con colore, taglie e prezzo');
    expect(await dialog.getByTestId('products-matches').locator('li').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Giacca Côte d’Azur Blu navy')]));
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    const numbers = await WORKBOOKS.numbers();
    await page.getByTestId('products-input').setInputFiles({ name: numbers.fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(numbers.bytes) });
    await dialog.waitFor();
    await eventually(() => dialog.textContent()).toContain('foglio «Prodotti»');
    const sheet = dialog.getByLabel('Foglio');
    await sheet.selectOption({ label: 'Riepilogo' });
    await eventually(() => dialog.getByTestId('products-missing').textContent()).toContain('Scegli la colonna con il nome del prodotto.');
    await sheet.selectOption({ label: 'Prodotti' });
    await eventually(() => dialog.textContent()).toContain('foglio «Prodotti»');
    await eventually(() => dialog.getByTestId('products-summary').textContent()).toContain('Nel file: 12 modelli in 20 varianti colore');
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    // The same list saved by Excel 97-2003 (.xls) on its second sheet (issue 34.4, decision 1012).
    const xls = await WORKBOOKS.excelSecondSheetXls();
    await page.getByTestId('products-input').setInputFiles({ name: xls.fileName, mimeType: 'application/vnd.ms-excel', buffer: Buffer.from(xls.bytes) });
    await dialog.waitFor();
    await eventually(() => dialog.textContent()).toContain('foglio «Listino»');
    await eventually(() => dialog.getByTestId('products-summary').textContent()).toContain('Nel file: 12 modelli in 20 varianti colore');
    await context.close();
  });

  it('shows what it understood and the first rows as they will print before applying; the currency can be changed (issue 34.6)', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ugo');
    const presta = SHOP_EXPORTS.prestaShop();
    await upload(page, await Promise.all([...presta.photos.slice(0, 3), 'sfilata-07.jpg'].map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 300, height: 400, seed: index + 40 }) }))));
    await waitForPhotosReady(page, 4);
    await page.getByTestId('products-input').setInputFiles({ name: presta.fileName, mimeType: 'text/csv', buffer: Buffer.from(presta.bytes) });
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.waitFor();
    await eventually(() => dialog.getByTestId('products-understood').textContent()).toContain('colori e taglie dagli attributi in «Attributi»');
    // PrestaShop's file names no currency: the catalogue's, changeable in the dialog.
    expect(await dialog.getByTestId('products-understood').textContent()).toContain('valuta non indicata dal file');
    const rows = () => dialog.getByTestId('products-preview').locator('tbody tr').allTextContents();
    const first = (await rows())[1]?.replace(/[\u00a0\u202f]/gu, ' ');
    expect(first).toContain('Giacca Côte d’Azur');
    expect(first).toContain('Blu navy');
    expect(first).toContain('38–46');
    expect(first).toContain('€208.00');
    expect(first).toContain('€520.00');
    // A photo the file does not name, matched by hand (issue 34.2).
    const summary = dialog.getByTestId('products-summary');
    expect(await summary.textContent()).toContain('3 foto su 4 abbinate');
    const hand = dialog.getByLabel('Riga per la foto sfilata-07.jpg');
    await hand.selectOption({ label: 'Blazer sartoriale — Cammello (SS27-GC02-CAM)' });
    await eventually(() => summary.textContent()).toContain('4 foto su 4 abbinate alla loro variante colore con colore, taglie e prezzo');
    expect(await dialog.getByTestId('products-matches').locator('li').allTextContents()).toContain('sfilata-07.jpg: Blazer sartoriale Cammello — abbinata a mano');
    expect((await rows()).at(-1)).toContain('Cammello');
    await dialog.getByLabel('Valuta del file').selectOption('USD');
    await eventually(async () => (await rows())[1]).toContain('$208.00');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Applica alle didascalie' }).click();
    await eventually(() => page.getByLabel('Valuta dei prezzi').inputValue()).toBe('USD');
    await context.close();
  });

  it('remembers the sheet chosen with the draft and reads it first in the next workbook that has it (issue 34.6)', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ugo');
    const [heading = [], ...lines] = priceListRows();
    const workbook = new ExcelJS.Workbook();
    // Last season's list has more rows: the most product-like sheet, read unless the draft remembers another.
    workbook.addWorksheet('PE26').addRows([heading, ...[...lines, ...lines].map((line, index) => [`SS26-${index}`, ...line.slice(1)])]);
    workbook.addWorksheet('PE27').addRows([heading, ...lines]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const photos = WORKBOOKS.numbers().then((file) => file.photos.slice(0, 2));
    await upload(page, await Promise.all((await photos).map(async (name, index) => ({ name, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 300, height: 400, seed: index + 50 }) }))));
    await waitForPhotosReady(page, 2);
    const importBook = () => page.getByTestId('products-input').setInputFiles({ name: 'Listini.xlsx', mimeType: 'application/octet-stream', buffer: bytes });
    await importBook();
    const dialog = page.getByRole('dialog', { name: 'Abbina le colonne' });
    await dialog.waitFor();
    await eventually(() => dialog.textContent()).toContain('foglio «PE26»');
    await dialog.getByLabel('Foglio').selectOption({ label: 'PE27' });
    await eventually(() => dialog.getByTestId('products-summary').textContent()).toContain('2 foto su 2 abbinate');
    await dialog.getByRole('button', { name: 'Applica alle didascalie' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await importBook();
    await dialog.waitFor();
    await eventually(() => dialog.textContent()).toContain('foglio «PE27»');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    // A reload restores the draft, and the sheet with it, once the draft says it is saved.
    await waitForDraftSaved(page);
    await page.reload();
    await waitForPhotosReady(page, 2);
    await importBook();
    await dialog.waitFor();
    await eventually(() => dialog.textContent()).toContain('foglio «PE27»');
    await context.close();
  });
});

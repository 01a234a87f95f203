/**
 * Issues 15.2 and 24 on the page descriptions and read off the PDF: ordinary product data always
 * fits (cells wrap, rows grow, nothing under 7 pt), one row per style or per colourway, densities,
 * sections by category, terms, 'on request' prices, a table in the structure tree and one H1.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_SHEET_OPTIONS, EMPTY_LINE_SHEET_TERMS, type FontFamily, type LanguageCode, type LineSheetOptions, type PhotoCaption } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { buyerWords } from '../../../src/catalog/texts/buyer-words.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { pdfInfo, pdfText } from './poppler.js';
import { nestedStructureOf, openWithPdfJs, type NestedNode } from './pdf-reader.js';

const qpdfCheck = async (path: string) => (await promisify(execFile)('qpdf', ['--check', path])).stdout;

/** Two colourways a style, long colour lists and size runs, one style without a price. */
function product(index: number): PhotoCaption {
  const style = Math.floor(index / 2);
  return {
    name: `Capo ${style + 1}`,
    sku: `LS-${String(style + 1).padStart(2, '0')}-${index % 2 ? 'NER' : 'CAM'}`,
    style: `LS-${String(style + 1).padStart(2, '0')}`,
    colours: index % 2 ? 'Nero' : 'Cammello, Nero, Grigio antracite',
    hex: index % 2 ? '#111111' : '#b5874f',
    // Issue 33.2: a colour list's hex colours, one per colour.
    ...(index % 2 === 0 && { hexes: ['#b5874f', '#1a1a1a', '#3b3b3b'] }),
    sizes: style % 3 === 0 ? '24, 25, 26, 27, 28, 29, 30, 31, 32' : '35-41',
    composition: '70% lana vergine, 20% poliammide, 10% cashmere',
    category: style < 3 ? 'Capispalla' : 'Maglieria',
    ...(style !== 4 && { price: 100 + style, retailPrice: 250 + style }),
  };
}

const PRODUCTS = 20;
const captions = Array.from({ length: PRODUCTS }, (_, index) => product(index));
const measure = (text: string, size: number) => text.length * size * 0.5;

function pages(options: Partial<LineSheetOptions> = {}, orientation: 'portrait' | 'landscape' = 'portrait', list = captions): PageDescription[] {
  return describePages({
    settings: { orientation, imagesPerPage: 4, language: 'Italiano', layout: 'line-sheet', currency: 'EUR', lineSheet: { ...DEFAULT_LINE_SHEET_OPTIONS, quantities: false, ...options } },
    texts: { title: 'Listino', subtitle: '', introduction: '', footer: '' },
    photos: list.map((caption) => ({ width: 3, height: 4, caption })),
    measure,
  });
}

const cellTexts = (described: PageDescription[]) => described.flatMap((page) => (page.table ?? []).filter((row) => row.kind === 'product').map((row) => row.cells.map((cell) => cell.lines.map((line) => line.text).join(' '))));

describe('line sheet pages', () => {
  it('takes long colour lists and size runs: every cell wraps inside its row, nothing under 7 pt, nothing refused', () => {
    const described = pages({ grouping: 'colourway' });
    expect(described.flatMap((page) => page.cut)).toEqual([]);
    for (const page of described) {
      const products = (page.table ?? []).filter((row) => row.kind === 'product');
      expect(products.length).toBeLessThanOrEqual(DEFAULT_LINE_SHEET_OPTIONS.rowsPerPage);
      for (const row of products) {
        const lines = row.cells.flatMap((cell) => cell.lines);
        for (const line of lines) expect(line.size).toBeGreaterThanOrEqual(7);
        // One body size in the whole table.
        expect(new Set(lines.map((line) => line.size)).size).toBe(1);
      }
      for (const photo of page.photos) expect(photo.cell.y + photo.cell.height).toBeLessThanOrEqual(page.zones.grid.y + page.zones.grid.height + 1e-6);
    }
    // Issue 33.2: a colour list prints as its colourways, a paragraph each.
    expect(cellTexts(described).flat().join(' ')).toContain('Cammello Nero Grigio antracite');
  });

  it('prints one row per style with its colourways and swatches, or one row per colourway', () => {
    const byStyle = pages();
    const rows = cellTexts(byStyle);
    expect(rows).toHaveLength(PRODUCTS / 2);
    expect(rows[0]?.slice(1, 4)).toEqual(['Capo 1', 'LS-01', 'Cammello Nero Grigio antracite Nero']);
    const swatches = byStyle.flatMap((page) => page.rules.filter((rule) => rule.role === 'swatch').map((rule) => rule.colour));
    expect(swatches.slice(0, 4)).toEqual(['#b5874f', '#1a1a1a', '#3b3b3b', '#111111']);
    expect(cellTexts(pages({ grouping: 'colourway' }))).toHaveLength(PRODUCTS);
  });

  it("takes a colourway's swatch from the centre of its photo when the file gives no hex, never for a list of colours", () => {
    const withoutHex = captions.slice(0, 4).map(({ hex: _hex, hexes: _hexes, ...caption }) => caption);
    const described = describePages({
      settings: { orientation: 'portrait', imagesPerPage: 4, language: 'Italiano', layout: 'line-sheet', currency: 'EUR', lineSheet: { ...DEFAULT_LINE_SHEET_OPTIONS, quantities: false } },
      texts: { title: 'Listino', subtitle: '', introduction: '', footer: '' },
      photos: withoutHex.map((caption, index) => ({ width: 3, height: 4, caption, centreColour: ['#c19a6b', '#1a1a1a', '#c19a6c', '#1b1b1b'][index] })),
      measure,
    });
    // Photos 0 and 2 are captioned 'Cammello, Nero, Grigio antracite': no single colour to show.
    expect(described.flatMap((page) => page.rules.filter((rule) => rule.role === 'swatch').map((rule) => rule.colour))).toEqual(['#1a1a1a', '#1b1b1b']);
  });

  it("says 'Su richiesta' where a price is missing, and 'da' before a style's lowest of several prices", () => {
    const rows = cellTexts(pages());
    const missing = rows.find((row) => row.includes('Capo 5'));
    expect(missing?.slice(-2)).toEqual(['Su richiesta', 'Su richiesta']);
    expect(rows[0]?.at(-2)?.replace(/\u00a0/gu, ' ')).toBe('100,00 €');
  });

  it('groups rows in sections by category, in the catalogue order', () => {
    const sections = pages().flatMap((page) => (page.table ?? []).filter((row) => row.kind === 'section').map((row) => row.cells[0]?.lines[0]?.text));
    expect(sections).toEqual(['Capispalla', 'Maglieria']);
  });

  it('holds at most the chosen rows a page; at 4 rows every thumbnail is at least 35 mm tall, in either orientation', () => {
    for (const rowsPerPage of [4, 6, 8, 10] as const) {
      for (const page of pages({ rowsPerPage, grouping: 'colourway' })) expect(page.photos.length).toBeLessThanOrEqual(rowsPerPage);
    }
    for (const orientation of ['portrait', 'landscape'] as const) {
      const described = pages({ rowsPerPage: 4, grouping: 'colourway' }, orientation);
      const heights = described.flatMap((page) => page.photos.map((photo) => (photo.box.height / 72) * 25.4));
      expect(heights).toHaveLength(PRODUCTS);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(35);
    }
  });

  it('gives later pages a running-title band, and every row stays between the header rule and the footer', () => {
    for (const orientation of ['portrait', 'landscape'] as const) {
      const described = pages({ rowsPerPage: 4, grouping: 'colourway' }, orientation);
      expect(described.length).toBeGreaterThan(2);
      for (const page of described) {
        const headerRule = page.rules.find((rule) => rule.role === 'header-rule')?.y ?? Infinity;
        const footerRule = page.rules.find((rule) => rule.role === 'footer-rule')?.y ?? -Infinity;
        for (const photo of page.photos) {
          expect(photo.cell.y).toBeGreaterThanOrEqual(headerRule);
          expect(photo.cell.y + photo.cell.height).toBeLessThanOrEqual(footerRule);
        }
        const running = page.texts.find((text) => text.role === 'running-title');
        if (page.number > 1) expect(running && running.baseline < headerRule && running.baseline - running.size > page.zones.content.y).toBe(true);
      }
      // The first page keeps the catalogue's header; a later page's is a band of 28 pt.
      const headerRule = (page: PageDescription | undefined) => (page?.rules.find((rule) => rule.role === 'header-rule')?.y ?? 0) - (page?.zones.content.y ?? 0);
      expect(headerRule(described[0])).toBeGreaterThan(28);
      expect(headerRule(described[1])).toBeCloseTo(28, 6);
    }
  });

  it('prints the terms above the table on the first page, or on a page of their own', () => {
    const terms = { ...EMPTY_LINE_SHEET_TERMS, season: 'Primavera Estate 2027', minimum: '12 capi', payment: '30 giorni data fattura' };
    const first = pages({ terms })[0];
    expect(first?.terms?.map((line) => line.text)).toEqual(['Condizioni di vendita', 'Stagione: Primavera Estate 2027', 'Ordine minimo: 12 capi', 'Pagamento: 30 giorni data fattura']);
    expect(first?.table?.[0]?.cells[1]?.lines[0]?.baseline).toBeGreaterThan(first?.terms?.at(-1)?.baseline ?? Infinity);
    const own = pages({ terms, termsPlacement: 'own-page' });
    expect([own[0]?.terms?.length, own[0]?.table, own[1]?.terms]).toEqual([4, [], undefined]);
  });

  it('refuses only a word wider than its column at 7 pt, naming the column and the product', () => {
    const word = 'X'.repeat(400);
    const described = pages({}, 'portrait', [{ name: 'Giacca', sku: 'GC-01', colours: word }]);
    expect(described.flatMap((page) => page.cut)).toEqual([
      { field: 'table', index: 0, message: expect.stringMatching(/^line sheet, colonna «Colori» di «Giacca»: la parola «X+» non entra nemmeno a 7 pt/u) },
    ]);
  });
});

function find(nodes: readonly NestedNode[], role: string): NestedNode[] {
  return nodes.flatMap((node) => [...(node.role === role ? [node] : []), ...find(node.children, role)]);
}

async function lineSheet(language: LanguageCode) {
  const photos = await Promise.all(captions.map(async (_, index) => ({ name: `foto-${index}.jpg`, bytes: await makeJpeg({ width: 300, height: 400, seed: index }) })));
  return buildCatalog(photos, { layout: 'line-sheet', language, font: 'Lora' }, 'Atelier Prova', { captions });
}

describe('line sheet figures (issue 24.7)', () => {
  const priced = [189.5, 95, 1234.5, undefined, 20.1].map((price, index): PhotoCaption => ({ name: `Capo ${index + 1}`, sku: `FG-${index + 1}`, ...(price !== undefined && { price }) }));

  it("sets codes, sizes and prices in the face's lining tabular figures: '1' as wide as '0' where the face has 'tnum'", async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Montserrat', ['0123456789']);
    expect(fonts.widthOf('1', 10)).not.toBeCloseTo(fonts.widthOf('0', 10), 3);
    expect(fonts.widthOf('1', 10, true)).toBeCloseTo(fonts.widthOf('0', 10, true), 6);
  });

  it.each(['Montserrat', 'DM Sans', 'Playfair Display'] as FontFamily[])('lines up the prices on their decimal separator in %s, with or without tabular figures', async (family) => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), family, ['Capo FG- 0123456789,.€ Su richiesta Prodotto Codice Ingrosso']);
    const described = describePages({
      settings: { orientation: 'portrait', imagesPerPage: 4, language: 'Italiano', layout: 'line-sheet', currency: 'EUR', lineSheet: { ...DEFAULT_LINE_SHEET_OPTIONS, quantities: false, columns: ['product', 'code', 'wholesale'] } },
      texts: { title: 'Listino', subtitle: '', introduction: '', footer: '' },
      photos: priced.map((caption) => ({ width: 3, height: 4, caption })),
      measure: fonts.widthOf,
    });
    const prices = described.flatMap((page) => (page.table ?? []).filter((row) => row.kind === 'product').map((row) => row.cells.at(-1)?.lines[0]));
    expect(prices.map((line) => line?.text.replace(/\u00a0/gu, ' '))).toEqual(['189,50 €', '95,00 €', '1.234,50 €', 'Su richiesta', '20,10 €']);
    expect(prices.every((line) => line?.figures)).toBe(true);
    const separators = prices.filter((line) => line?.text.includes(',')).map((line) => (line ? line.centreX - line.width / 2 + fonts.widthOf(line.text.slice(0, line.text.lastIndexOf(',')), line.size, true) : 0));
    expect(Math.max(...separators) - Math.min(...separators)).toBeLessThan(0.01);
  });
});

describe('line sheet PDF', () => {
  it.each([
    ['Italiano', ['Prodotto', 'Codice', 'Colori', 'Taglie', 'Ingrosso'], '100,00 €'],
    ['Inglese', ['Product', 'Code', 'Colours', 'Sizes', 'Wholesale'], '€100.00'],
    ['Giapponese', ['商品', '品番', 'カラー', 'サイズ', '卸価格'], '€100.00'],
  ] as const)('%s: headings in the language on every table page, every style once, prices in its format', async (language, headings, firstPrice) => {
    const catalog = await lineSheet(language);
    const count = Number((await pdfInfo(catalog.path)).Pages);
    const texts = await Promise.all(Array.from({ length: count }, (_, page) => pdfText(catalog.path, page + 1)));
    // Issue 33.3: the last page is the order page, the buyer's block in the language.
    expect(texts.at(-1)?.replace(/\s+/g, '')).toContain(buyerWords(language).labels.vatNumber.replace(/\s+/g, ''));
    for (const text of texts.slice(0, -1)) for (const heading of headings) expect(text.replace(/\s+/g, '')).toContain(heading);
    expect(texts[0]?.replace(/[\u00a0\u202f]/g, ' ')).toContain(firstPrice);
    for (let style = 1; style <= PRODUCTS / 2; style++) expect(texts.filter((text) => text.includes(`LS-${String(style).padStart(2, '0')}`))).toHaveLength(1);
  });

  it('is tagged as a table: TH with column scope, each thumbnail a Figure inside its TD; one H1', async () => {
    const catalog = await lineSheet('Italiano');
    const tree = await nestedStructureOf(catalog.path);
    expect(find(tree, 'H1')).toHaveLength(1);
    const tables = find(tree, 'Table');
    expect(tables.length).toBeGreaterThan(0);
    const rows = tables.flatMap((table) => find(table.children, 'TR'));
    expect(find(rows[0]?.children ?? [], 'TH').length).toBeGreaterThan(5);
    const figures = rows.flatMap((row) => find(row.children, 'TD')).flatMap((cell) => find(cell.children, 'Figure'));
    expect(figures).toHaveLength(PRODUCTS / 2);
    expect(figures[0]?.alt).toBe('Capo 1');
  });
});

describe('line sheet order form', () => {
  it('prints a box per size under each colourway and makes each a fillable field a buyer can type in and send back', async () => {
    const withSizes = captions.map((caption) => ({ ...caption, sizeList: ['S', 'M', 'L'] }));
    const photos = await Promise.all(withSizes.map(async (_, index) => ({ name: `foto-${index}.jpg`, bytes: await makeJpeg({ width: 300, height: 400, seed: index }) })));
    const catalog = await buildCatalog(photos, { layout: 'line-sheet', language: 'Italiano' }, 'Atelier Prova', { captions: withSizes });
    const names = (await PDFDocument.load(catalog.bytes)).getForm().getFields().map((field) => field.getName());
    // Forty colourways (ten colour lists of three, issue 33.2, and ten single colours) of three sizes each, named by code, colour and size,
    // and the ten fields of the buyer's block (issue 33.3).
    expect(names).toHaveLength(130);
    // Every field drawn in the catalogue's embedded face: no unembedded Helvetica from pdf-lib's default.
    const fonts = (await promisify(execFile)('pdffonts', [catalog.path])).stdout.split('\n').slice(2).filter(Boolean);
    expect(fonts.filter((line) => / no +(no|yes) +(no|yes) +\d+ +\d+$/u.test(line))).toEqual([]);
    // Every box has its appearance, one per box size (a stream's dictionary is never inside an
    // object stream, so the file's bytes count them); typed quantities at 8 pt in the form's face.
    const form = (await PDFDocument.load(catalog.bytes)).getForm();
    const widgets = form.getFields().flatMap((field) => field.acroField.getWidgets());
    expect(widgets.every((widget) => widget.getNormalAppearance() !== undefined)).toBe(true);
    const sizes = new Set(widgets.map((widget) => JSON.stringify([widget.getRectangle().width, widget.getRectangle().height])));
    expect(Buffer.from(catalog.bytes).toString('latin1').match(/\/Subtype \/Form\b/gu)?.length).toBe(sizes.size);
    const appearance = form.getTextField(names[0] ?? '').acroField.getDefaultAppearance() ?? '';
    const faceName = /^\/(\S+) 8 Tf\b/u.exec(appearance)?.[1];
    expect(form.acroForm.dict.lookup(PDFName.of('DR'), PDFDict).lookup(PDFName.of('Font'), PDFDict).has(PDFName.of(faceName ?? ''))).toBe(true);
    expect(names.slice(0, 3)).toEqual(['LS-01-CAM Cammello S', 'LS-01-CAM Cammello M', 'LS-01-CAM Cammello L']);
    const filled = await PDFDocument.load(catalog.bytes);
    filled.getForm().getTextField(names[0] ?? '').setText('6');
    filled.getForm().getTextField(names[4] ?? '').setText('12');
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-order-')), 'ordine-compilato.pdf');
    await writeFile(path, await filled.save());
    const document = await openWithPdfJs(path);
    const fields = (await document.getFieldObjects()) ?? {};
    // PDF.js lists a field and then its widget, which carries the value.
    const valueOf = (name: string | undefined) => fields[name ?? '']?.find((entry) => 'value' in entry)?.value;
    expect([valueOf(names[0]), valueOf(names[4]), valueOf(names[1])]).toEqual(['6', '12', '']);
    await document.destroy();
    expect(await qpdfCheck(path)).toContain('No syntax or stream encoding errors');
  });
});

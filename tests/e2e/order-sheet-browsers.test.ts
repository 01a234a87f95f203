/**
 * Issue 33, 'what must keep holding': the CLI, Chromium and Firefox make the same sheet from the
 * same price list. In each browser (the engine's harness page, Chromium through playwright-core,
 * firefox-esr through puppeteer-core over WebDriver BiDi) the Italian price list is read by the
 * import's code, the line sheet built by the browser engine from its captions and the Excel order
 * sheet written; their form fields (name, accessible name, page, box, flags) and Excel cells
 * (values and formulas) equal those the CLI makes.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString, PDFHexString } from '@cantoo/pdf-lib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserDriver } from '../../scripts/bench/browser-scenarios.js';
import { chromiumDriver } from '../../scripts/bench/chromium-run.js';
import { firefoxDriver } from '../../scripts/bench/firefox-run.js';
import { resolveCatalogTexts } from '../../src/catalog/texts/resolve-texts.js';
import { DEFAULT_CATALOG_SETTINGS, DEFAULT_LINE_SHEET_OPTIONS, EMPTY_LINE_SHEET_TERMS, type CatalogSettings, type PhotoCaption } from '../../src/shared/index.js';
import { PRICE_LIST_TERMS, priceListByCli, priceListCsv } from '../fixtures/order/price-list.js';
import { buildHarness, serveHarness, type HarnessServer } from '../harness/serve-harness.js';

/** The CLI's settings for `--layout line-sheet --language Italiano --orientation portrait --terms`, the file's euro. */
const settings: CatalogSettings = {
  ...DEFAULT_CATALOG_SETTINGS,
  layout: 'line-sheet',
  language: 'Italiano',
  orientation: 'portrait',
  currency: 'EUR',
  lineSheet: { ...DEFAULT_LINE_SHEET_OPTIONS, terms: { ...EMPTY_LINE_SHEET_TERMS, ...PRICE_LIST_TERMS } },
};

interface FieldFacts {
  name: string;
  accessibleName: string;
  page: number;
  box: number[];
  flags: number;
}

/** Every form field as a viewer and a screen reader see it; boxes to a hundredth of a point. */
async function formFields(bytes: Uint8Array): Promise<FieldFacts[]> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages();
  return document.getForm().getFields().map((field) => {
    const widget = field.acroField.getWidgets()[0];
    const ref = widget ? document.context.getObjectRef(widget.dict) : undefined;
    const name = field.acroField.dict.get(PDFName.of('TU'));
    const rectangle = widget?.getRectangle() ?? { x: 0, y: 0, width: 0, height: 0 };
    return {
      name: field.getName(),
      accessibleName: name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '',
      page: pages.findIndex((page) => page.node.Annots()?.asArray().includes(ref as never) === true) + 1,
      box: [rectangle.x, rectangle.y, rectangle.width, rectangle.height].map((value) => Math.round(value * 100) / 100),
      flags: field.acroField.getFlags(),
    };
  });
}

/** Every cell of the order sheet: its address and its value or formula. */
async function sheetCells(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => void cells.push(`${cell.address} ${JSON.stringify(cell.value)}`)));
  return cells;
}

interface Made {
  fields: FieldFacts[];
  cells: string[];
}

let folder = '';
let server: HarnessServer | undefined;
let cli: Made;
let photoPaths: string[] = [];

async function inBrowser(driver: BrowserDriver): Promise<Made> {
  if (!server) throw new Error('no harness');
  const session = await driver.open(server.url);
  try {
    await session.chooseFiles(photoPaths);
    const names = photoPaths.map((path) => path.slice(path.lastIndexOf('/') + 1));
    await session.call('useChosenFiles', names);
    const { captions, xlsx } = await session.call('orderSheetFromFile', { name: 'listino.csv', text: priceListCsv() }, names, {
      title: settings.title,
      language: settings.language,
      currency: settings.currency,
      terms: settings.lineSheet.terms,
      sizeSystem: settings.lineSheet.sizeSystem,
    });
    const byId: Record<string, PhotoCaption> = {};
    captions.forEach((caption, index) => {
      if (caption && names[index]) byId[names[index]] = caption;
    });
    const texts = await resolveCatalogTexts(settings, undefined, { company: '' });
    await session.call('dropToPdf', { settings, texts, author: '', captions: byId });
    const pdf = Buffer.from(await session.call('lastPdf'), 'base64');
    return { fields: await formFields(pdf), cells: await sheetCells(Buffer.from(xlsx, 'base64')) };
  } finally {
    await session.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-order-browsers-'));
  const made = await priceListByCli(join(folder, 'cli'));
  cli = { fields: await formFields(await readFile(made.pdf)), cells: await sheetCells(await readFile(made.xlsx)) };
  const photos = join(folder, 'cli', 'foto');
  photoPaths = (await readdir(photos)).sort().map((name) => join(photos, name));
  await buildHarness(join(folder, 'site'));
  server = await serveHarness(join(folder, 'site'));
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the same sheet from the CLI, Chromium and Firefox (issue 33)', () => {
  it('the CLI makes a box per size and the buyer block, and an Excel row per colourway', () => {
    expect(cli.fields.length).toBe(55);
    expect(cli.fields.filter((field) => field.name.startsWith('buyer-'))).toHaveLength(10);
    expect(cli.fields.every((field) => field.accessibleName !== '')).toBe(true);
  });

  it.each([
    ['Chromium', () => chromiumDriver()],
    ['Firefox', () => firefoxDriver(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr')],
  ])('%s makes the same form fields and the same Excel cells', async (_browser, driver) => {
    const made = await inBrowser(driver());
    expect(made.fields).toEqual(cli.fields);
    expect(made.cells).toEqual(cli.cells);
  }, 240_000);
});

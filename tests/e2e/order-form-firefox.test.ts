/**
 * Issue 33's verification in Firefox's own PDF viewer (pdf.js, firefox-esr driven by puppeteer-core
 * over WebDriver BiDi): the CLI's line sheet of the Italian price list opened as a buyer opens it,
 * the buyer's block and three sizes typed key by key into the viewer's form fields, the document
 * saved by the viewer's own saver (`PDFViewerApplication.pdfDocument.saveDocument()`, what its
 * Save button writes: the download dialog itself cannot be driven headless), then the values read
 * back with qpdf and found printed, inside their boxes, by poppler and MuPDF.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import puppeteer, { type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListByCli } from '../fixtures/order/price-list.js';

const run = promisify(execFile);

/** What the buyer types: field name, text. The address on two lines (a multiline field). */
const TYPED = [
  ['buyer-shop', 'Boutique Aurora S.r.l.'],
  ['buyer-contact', 'Giulia Neri'],
  ['buyer-vatNumber', 'IT01234567890'],
  ['buyer-deliveryAddress', 'Via Roma 1\n20121 Milano'],
  ['buyer-orderNumber', 'AUR-2027-014'],
  ['LN-201 Blu notte M', '6'],
  ['LN-206 Nero 44', '3'],
  ['LN-202 Nero 38', '2'],
] as const;

interface ViewerWindow {
  PDFViewerApplication: { page: number; pdfDocument: { saveDocument(): Promise<Uint8Array> } };
}

let folder = '';
let saved = '';
/** Each typed field's name as the viewer gives it to a screen reader (its input's aria-label). */
const spoken = new Map<string, string | null>();
let browser: Awaited<ReturnType<typeof puppeteer.launch>> | undefined;

/** The field's page and box, from the page's top-left as poppler and MuPDF place text. */
async function boxOf(path: string, name: string): Promise<{ page: number; left: number; top: number; right: number; bottom: number }> {
  const document = await PDFDocument.load(await readFile(path));
  const widget = document.getForm().getField(name).acroField.getWidgets()[0];
  if (!widget) throw new Error(`no widget for ${name}`);
  const ref = document.context.getObjectRef(widget.dict);
  const index = document.getPages().findIndex((page) => page.node.Annots()?.asArray().includes(ref as never) === true);
  const height = document.getPage(index).getHeight();
  const { x, y, width, height: tall } = widget.getRectangle();
  return { page: index + 1, left: x, right: x + width, top: height - y - tall, bottom: height - y };
}

/** Types into the viewer's field as a user does: shown on its page, clicked, typed, left with Tab. */
async function typeInto(page: Page, name: string, text: string, pageNumber: number): Promise<void> {
  await page.evaluate((number) => void ((window as unknown as ViewerWindow).PDFViewerApplication.page = number), pageNumber);
  const selector = `.annotationLayer [name="${name}"]`;
  const field = await page.waitForSelector(selector, { timeout: 30_000 });
  if (!field) throw new Error(`no field ${name}`);
  spoken.set(name, await field.evaluate((input) => input.getAttribute('aria-label')));
  await field.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-firefox-form-'));
  const { pdf } = await priceListByCli(folder);
  const pageOf = new Map(await Promise.all(TYPED.map(async ([name]) => [name, (await boxOf(pdf, name)).page] as const)));
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true });
  const page = await browser.newPage();
  await page.goto(`file://${pdf}`);
  await page.waitForFunction(() => Boolean((window as unknown as ViewerWindow).PDFViewerApplication?.pdfDocument), { timeout: 60_000 });
  for (const [name, text] of TYPED) await typeInto(page, name, text, pageOf.get(name) ?? 1);
  const base64 = await page.evaluate(async () => {
    const bytes = await (window as unknown as ViewerWindow).PDFViewerApplication.pdfDocument.saveDocument();
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  });
  saved = join(folder, 'listino-compilato-firefox.pdf');
  await writeFile(saved, Buffer.from(base64, 'base64'));
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

interface QpdfField {
  fullname: string;
  value: string | null;
}

const inside = (box: Awaited<ReturnType<typeof boxOf>>, x: number, y: number) => x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1;

describe("the order form filled in Firefox's PDF viewer (issue 33)", () => {
  it("gives each field's input its accessible name, from the field's Form element in the structure tree", () => {
    expect(Object.fromEntries(spoken)).toEqual({
      'buyer-shop': 'Negozio / Ragione sociale',
      'buyer-contact': 'Referente',
      'buyer-vatNumber': 'Partita IVA',
      'buyer-deliveryAddress': 'Indirizzo di consegna',
      'buyer-orderNumber': "Numero d'ordine",
      'LN-201 Blu notte M': 'Giacca in tweed LN-201, Blu notte, taglia M',
      'LN-206 Nero 44': 'Cappotto LN-206, Nero, taglia 44',
      'LN-202 Nero 38': 'Mocassino LN-202, Nero, taglia 38',
    });
  });

  it('saves every typed value, read back by qpdf', async () => {
    const { stdout } = await run('qpdf', ['--json', '--json-key=acroform', saved], { maxBuffer: 64 * 1024 * 1024 });
    const fields = (JSON.parse(stdout) as { acroform: { fields: QpdfField[] } }).acroform.fields;
    const valueOf = (name: string) => fields.find((field) => field.fullname === name)?.value?.replace(/^u:/u, '');
    expect(Object.fromEntries(TYPED.map(([name]) => [name, valueOf(name)]))).toEqual(Object.fromEntries(TYPED));
    expect((await run('qpdf', ['--check', saved])).stdout).toContain('No syntax or stream encoding errors');
  });

  it("prints the buyer's block in poppler and MuPDF", async () => {
    const buyerPage = (await boxOf(saved, 'buyer-shop')).page;
    const poppler = (await run('pdftotext', ['-f', String(buyerPage), '-l', String(buyerPage), saved, '-'])).stdout;
    const mupdf = (await run('mutool', ['draw', '-F', 'txt', '-o', '-', saved, String(buyerPage)])).stdout;
    for (const [name, text] of TYPED.filter(([name]) => name.startsWith('buyer-'))) {
      for (const line of text.split('\n')) {
        expect([name, poppler.includes(line)]).toEqual([name, true]);
        expect([name, mupdf.includes(line)]).toEqual([name, true]);
      }
    }
  });

  it('prints each quantity inside its own box in poppler and MuPDF', async () => {
    for (const [name, quantity] of TYPED.filter(([name]) => !name.startsWith('buyer-'))) {
      const box = await boxOf(saved, name);
      const words = (await run('pdftotext', ['-f', String(box.page), '-l', String(box.page), '-bbox', saved, '-'])).stdout;
      const popplerHits = [...words.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/gu)].filter((word) => word[5] === quantity && inside(box, (Number(word[1]) + Number(word[3])) / 2, (Number(word[2]) + Number(word[4])) / 2));
      expect([name, popplerHits.length]).toEqual([name, 1]);
      const characters = (await run('mutool', ['draw', '-F', 'stext', '-o', '-', saved, String(box.page)], { maxBuffer: 64 * 1024 * 1024 })).stdout;
      const mupdfHits = [...characters.matchAll(/<char quad="([\d. -]+)"[^>]* c="([^"]*)"\/>/gu)].filter((char) => {
        const [x0 = 0, y0 = 0, , , , , x3 = 0, y3 = 0] = (char[1] ?? '').split(' ').map(Number);
        return char[2] === quantity && inside(box, (x0 + x3) / 2, (y0 + y3) / 2);
      });
      expect([name, mupdfHits.length]).toEqual([name, 1]);
    }
  });
});

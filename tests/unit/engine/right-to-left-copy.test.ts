/**
 * Issue 25.4: right-to-left text copies in the order it was typed (decision 0954), read back by
 * PDF.js (its text content, joined and cleaned as its viewer's copy does), PDFium (Chrome's and
 * Edge's viewer), poppler (pdftotext) and MuPDF (mutool draw -F txt).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { normalizeUnicode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { openWithPdfJs } from './pdf-reader.js';
import { pdfiumText } from './pdfium.js';
import { pdfText } from './poppler.js';

const run = promisify(execFile);

/**
 * What PDF.js's viewer copies from the page: its text layer holds the items in order, with a line
 * break after each item that ends a line, and its copy handler normalizes the selection and
 * removes U+0000.
 */
async function pdfJsText(path: string): Promise<string> {
  const doc = await openWithPdfJs(path);
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  const joined = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
  return normalizeUnicode(joined).replaceAll('\u0000', '');
}

/**
 * pdftotext wraps right-to-left words in embedding controls (U+202B … U+202C) and puts the space
 * before such a word inside them ('Collezione \u202b שלום\u202cestate'): each control is read as a
 * word break.
 */
async function popplerText(path: string): Promise<string> {
  return (await pdfText(path, 1)).replace(/[\u202a-\u202e]/g, ' ');
}

/** MuPDF 1.21 prints every code's ToUnicode entry: the U+0000 before a right-to-left space is left out. */
async function muPdfText(path: string): Promise<string> {
  const { stdout } = await run('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', path, '1'], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.replaceAll('\u0000', '');
}

/** The page's text with its whitespace collapsed: titles and subtitles may share a line. */
function collapsed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Reader = 'PDF.js' | 'PDFium' | 'poppler' | 'MuPDF';
const READERS: Record<Reader, (path: string) => Promise<string>> = {
  'PDF.js': pdfJsText,
  PDFium: (path) => pdfiumText(path, 1),
  poppler: popplerText,
  MuPDF: muPdfText,
};

/**
 * Where a reader's own guess of a line's direction wins over any drawing (0954): poppler reads a
 * page of Italian left to right, so numbers in right-to-left text come out where they stand;
 * PDFium takes a line with as many right-to-left stretches as left-to-right words for a
 * right-to-left line.
 */
const BY_POSITION: Partial<Record<Reader, Record<string, string>>> = {
  poppler: {
    'מחיר (2025) 120€': '120€ (2025) מחיר',
    'السعر 120 €': '€ 120 السعر',
    'Abiti بيت e סטודיו 2025': 'Abiti بيت e 2025 סטודיו',
  },
  PDFium: { 'Abiti بيت e סטודיו 2025': 'סטודיו 2025 e بيت Abiti' },
};

/** A title, a subtitle and the photo's caption. */
const CATALOGUES = [
  { title: 'מחיר (2025) 120€', subtitle: 'שמלה כחולה', caption: 'שמלת ערב' },
  { title: 'فستان أزرق', subtitle: 'السعر 120 €', caption: 'فستان سهرة' },
  { title: 'Collezione שלום estate', subtitle: 'Abiti بيت e סטודיו 2025', caption: 'Giacca לילה in lana' },
];

let photo: { name: string; bytes: Buffer };

beforeAll(async () => {
  photo = { name: 'abito.jpg', bytes: await makeJpeg({ width: 400, height: 300, seed: 8 }) };
});

describe('right-to-left text copies as typed', () => {
  it.each(CATALOGUES)('$title / $subtitle / $caption', async ({ caption, ...texts }) => {
    const catalog = await buildCatalog([photo], { ...texts, language: 'Italiano', footer: 'Atelier' }, 'Atelier Prova', { captions: [{ name: caption }] });
    for (const [reader, read] of Object.entries(READERS) as [Reader, (path: string) => Promise<string>][]) {
      const page = collapsed(await read(catalog.path));
      // Nothing invisible or unknown: a dot drawn apart from its letter is not text (0954).
      expect([...page].filter((char) => char < ' ' || char === '\u2060' || char === '\ufffd'), reader).toEqual([]);
      for (const typed of [texts.title, texts.subtitle, caption]) {
        const expected = BY_POSITION[reader]?.[typed] ?? typed;
        expect(page, `${reader}: ${typed}`).toContain(expected);
      }
    }
  });
});

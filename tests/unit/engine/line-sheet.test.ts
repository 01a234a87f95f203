/** Issue 15.2 read off the PDF: the line sheet's table, headings by language, rows whole, prices formatted. */
import { describe, expect, it } from 'vitest';
import type { LanguageCode, PhotoCaption } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { lineSheetGeometry } from '../../../src/catalog/layout/line-sheet.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { imagePlacements, pdfImages, pdfInfo, pdfText } from './poppler.js';

const PRODUCTS = 20;

function product(index: number): PhotoCaption {
  return { name: `Capo ${index + 1}`, sku: `LS-${String(index + 1).padStart(2, '0')}`, colours: 'Blu, Nero', sizes: 'S-XL', price: 100 + index + 0.5, retailPrice: 250 + index };
}

async function lineSheet(language: LanguageCode) {
  const photos = await Promise.all(Array.from({ length: PRODUCTS }, async (_, index) => ({ name: `foto-${index}.jpg`, bytes: await makeJpeg({ width: 300, height: 400, seed: index }) })));
  return buildCatalog(photos, { layout: 'line-sheet', language, font: 'Lora' }, 'Atelier Prova', { captions: Array.from({ length: PRODUCTS }, (_, index) => product(index)) });
}

describe('line sheet', () => {
  it('puts whole rows on each page: as many as fit, the rest on the next', () => {
    const { rowsPerPage } = lineSheetGeometry('portrait');
    const photos = Array.from({ length: PRODUCTS }, (_, index) => ({ width: 3, height: 4, caption: product(index) }));
    const pages = describePages({
      settings: { orientation: 'portrait', imagesPerPage: 4, language: 'Italiano', layout: 'line-sheet', currency: 'EUR' },
      texts: { title: 'Listino', subtitle: '', introduction: '', footer: '' },
      photos,
      measure: (text, size) => text.length * size * 0.5,
    });
    expect(pages).toHaveLength(Math.ceil(PRODUCTS / rowsPerPage));
    expect(pages.flatMap((page) => page.photos.map((photo) => photo.index))).toEqual(Array.from({ length: PRODUCTS }, (_, index) => index));
    for (const page of pages) {
      for (const row of page.photos) {
        // Every line of a row lies within the row, and the row within the table.
        for (const line of row.caption) expect(line.baseline).toBeGreaterThan(row.cell.y);
        for (const line of row.caption) expect(line.baseline).toBeLessThan(row.cell.y + row.cell.height);
        expect(row.cell.y + row.cell.height).toBeLessThanOrEqual(page.zones.grid.y + page.zones.grid.height + 1e-6);
      }
    }
  });

  it.each([
    ['Italiano', ['Prodotto', 'Codice', 'Colori', 'Taglie', 'Ingrosso'], '100,50 €'],
    ['Inglese', ['Product', 'Code', 'Colours', 'Sizes', 'Wholesale'], '€100.50'],
    ['Giapponese', ['商品', '品番', 'カラー', 'サイズ', '卸価格'], '€100.50'],
  ] as const)('%s: headings in the language, every product once, prices in its format, one thumbnail per row', async (language, headings, firstPrice) => {
    const catalog = await lineSheet(language);
    const { rowsPerPage } = lineSheetGeometry('portrait');
    const pages = Number((await pdfInfo(catalog.path)).Pages);
    expect(pages).toBe(Math.ceil(PRODUCTS / rowsPerPage));
    const texts = await Promise.all(Array.from({ length: pages }, (_, page) => pdfText(catalog.path, page + 1)));
    for (const text of texts) for (const heading of headings) expect(text.replace(/\s+/g, '')).toContain(heading);
    expect(texts[0]?.replace(/[\u00a0\u202f]/g, ' ')).toContain(firstPrice);
    for (let index = 0; index < PRODUCTS; index++) {
      const sku = product(index).sku ?? '';
      // Each code on exactly one page, the page its row falls on.
      expect(texts.map((text) => text.includes(sku))).toEqual(texts.map((_, page) => page === Math.floor(index / rowsPerPage)));
    }
    const images = await pdfImages(catalog.path);
    expect(images).toHaveLength(PRODUCTS);
    // Thumbnails are prepared for their small box, not for a grid cell.
    for (const image of images) expect(image.xPpi).toBeLessThanOrEqual(300);
    const placed = await imagePlacements(catalog.path, 841.89);
    for (const image of placed) expect(image.height).toBeLessThan(70);
  });
});

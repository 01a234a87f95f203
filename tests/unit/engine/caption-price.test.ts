/**
 * Captions print a price as a fashion catalogue does and ranges with an en dash, and a hero's
 * caption a size up (decision 1066); the line sheet keeps the price list's format.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { printedLines } from './caption-rows.js';

const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: '' };
const captions = [
  { name: 'Cappotto doppiopetto', sku: 'SS27-001', price: 310, colours: 'Cammello', sizes: 'XS-XL', hero: true },
  { name: 'Blazer in lino', sku: 'SS27-002', price: 310.5, colours: 'Sabbia', sizes: '38 - 46' },
  { name: 'Camicia', sku: '38-40', price: 1234, sizes: 'S, M, L' },
  ...Array.from({ length: 5 }, (_, index) => ({ name: `Capo ${index}`, sku: `SS27-01${index}`, price: 95 })),
];
const photos = captions.map((caption) => ({ width: 2, height: 3, caption }));
const linesOf = (pages: PageDescription[], role: string) => new Map(pages.flatMap((page) => page.photos).map((photo) => [photo.index, printedLines(photo.caption).filter((line) => line.role === role)]));
const plain = (text: string | undefined) => text?.replace(/\u00a0/gu, ' ');

describe('caption details (decision 1066)', () => {
  const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, imagesPerPage: 6, language: 'Italiano' }, texts, photos, measure });

  it('prints a whole price without cents and the euro before it, any other with its cents', () => {
    const details = linesOf(pages, 'caption-details');
    // Classico opens the code's line with the price (decision 1080).
    expect(plain(details.get(0)?.[0]?.text)).toBe('€ 310 · SS27-001');
    expect(plain(details.get(1)?.[0]?.text)).toBe('€ 310,50 · SS27-002');
    // A code is not a range: its hyphen stays.
    expect(plain(details.get(2)?.[0]?.text)).toBe('€ 1.234 · 38-40');
  });

  it('sets size ranges with an en dash, lists as written', () => {
    const variants = linesOf(pages, 'caption-variants');
    expect(variants.get(0)?.map((line) => line.text).join(' ')).toContain('XS–XL');
    expect(variants.get(1)?.map((line) => line.text).join(' ')).toContain('38–46');
    expect(variants.get(2)?.map((line) => line.text).join(' ')).toContain('S, M, L');
  });

  it("sets a hero's caption larger than its neighbours'", () => {
    const names = linesOf(pages, 'caption-name');
    const details = linesOf(pages, 'caption-details');
    const hero = pages.find((page) => page.photos.some((photo) => photo.index === 0));
    const others = (hero?.photos ?? []).filter((photo) => photo.index !== 0).map((photo) => photo.index);
    expect(others.length).toBeGreaterThan(0);
    for (const index of others) {
      expect(names.get(0)?.[0]?.size ?? 0).toBeGreaterThan(names.get(index)?.[0]?.size ?? Infinity);
      expect(details.get(0)?.[0]?.size ?? 0).toBeGreaterThan(details.get(index)?.[0]?.size ?? Infinity);
    }
  });

  it('leaves the line sheet its price list format', () => {
    const sheet = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, layout: 'line-sheet', language: 'Italiano' }, texts, photos, measure });
    const cells = sheet.flatMap((page) => page.table ?? []).flatMap((row) => row.cells.flatMap((cell) => cell.lines.map((line) => plain(line.text))));
    expect(cells).toContain('310,00 €');
  });
});

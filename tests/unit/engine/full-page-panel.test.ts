/**
 * The full page's caption panel stood centred at the foot of the page in the centred looks, on a
 * full-length figure's legs and shoes (the third and fourth independent reviews of issue 35); it now
 * stands in the bottom-left corner on the grid pages' left edge in every look, as Editoriale's did.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages } from '../../../src/catalog/index.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 100, ...(index === 6 && { fullPage: true }) } }));

describe("the full page's caption panel", () => {
  it("stands in the page's bottom-left corner, on the grid pages' left edge, in every look", async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', ['Capo SS27- 0123456789,.€ Atelier Sole Collezione PE27']);
    const measure = fonts.widthOf;
    for (const look of looks) {
      const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage: 6, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure });
      const full = pages.find((page) => page.panel);
      const grid = pages.find((page) => !page.panel && page.number > 1 && page.photos.length === 6);
      const gridLeft = Math.min(...(grid?.photos ?? []).map((photo) => photo.frame.x));
      expect(full?.panel?.x, look).toBeCloseTo(gridLeft, 3);
      // Low on the page, as before: its foot on the content's.
      expect((full?.panel?.y ?? 0) + (full?.panel?.height ?? 0), look).toBeCloseTo((full?.zones.content.y ?? 0) + (full?.zones.content.height ?? 0), 3);
    }
  });
});

/**
 * The portrait 'Pagina intera' put its caption on an opaque white panel (213 x 71 pt) in the
 * bottom-left corner, over a full-length figure's legs and shoes, 17 pt from the trim in Galleria,
 * its name in the text face at 12.5 pt (the art director's item 5). It now follows the landscape
 * split page (decision 1071): the photo over the page's top, a white foot holding the caption set
 * as the split page's, its last baseline on the folio's, at least 12 mm from the trim.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, photoTargets, type PageDescription } from '../../../src/catalog/index.js';
import { mmToPoints } from '../../../src/catalog/layout/geometry.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const caption = (index: number) => ({ name: index === 6 ? 'Trench in gabardine di cotone' : `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 390, colours: 'Kaki, Blu notte', sizes: 'XS-XL' });
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { ...caption(index), ...(index === 6 && { fullPage: true }) } }));
const strings = ['Trench in gabardine di cotone Capo SS27- 0123456789,.€ Kaki, Blu notte XS-XL · Atelier Sole Collezione PE27'];
const settingsOf = (look: (typeof looks)[number]) => ({ ...DEFAULT_CATALOG_SETTINGS, look, orientation: 'portrait' as const, imagesPerPage: 6 as const, language: 'Italiano' as const, photoFit: 'fill' as const });

const fullPage = (pages: PageDescription[]) => pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === 6);
const left = (line: { centreX: number; width: number }) => line.centreX - line.width / 2;

describe("a portrait 'Pagina intera'", () => {
  it('prints its photo over the top of the page and its caption in the white foot, set as the split page sets it, in every look', async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', strings);
    const text = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Lora', strings);
    for (const look of looks) {
      const pages = describePages({ settings: settingsOf(look), texts, photos, measure: fonts.widthOf, textFace: { family: 'Lora', measure: text.widthOf } });
      const page = fullPage(pages);
      const photo = page?.photos[0];
      if (!page || !photo) throw new Error(`${look}: no full page`);
      // No panel over the photo (failed before: a white box on the figure's legs).
      expect(page.panel, look).toBeUndefined();
      expect(photo.frame, look).toMatchObject({ x: 0, y: 0, width: page.size.width });
      const bottom = photo.frame.y + photo.frame.height;
      const names = photo.caption.filter((line) => line.role === 'caption-name');
      const details = photo.caption.filter((line) => line.role !== 'caption-name');
      // The name in the display face at the split page's size, on one line; the details in the text face.
      expect(names.map((line) => line.text), look).toEqual(['Trench in gabardine di cotone']);
      for (const line of names) {
        expect(line.size, look).toBeGreaterThanOrEqual(18);
        expect(line.face, look).toBeUndefined();
      }
      expect(details.map((line) => line.text).join(' '), look).toMatch(/SS27-7.*390.*Kaki, Blu notte.*XS/su);
      for (const line of details) {
        expect(line.size, look).toBeGreaterThanOrEqual(9.5);
        expect(line.face, look).toBe('Lora');
      }
      // Under the photo: the name's capitals clear of its foot; the last baseline on the folio's, 12 mm and a descender off the trim.
      for (const line of photo.caption) expect(line.baseline - line.size, look).toBeGreaterThan(bottom);
      const folio = page.texts.find((line) => line.role === 'page-number');
      const last = Math.max(...photo.caption.map((line) => line.baseline));
      expect(last, look).toBeCloseTo(folio?.baseline ?? 0, 3);
      expect(page.size.height - last, look).toBeGreaterThanOrEqual(mmToPoints(12) + 0.25 * (details[0]?.size ?? 0));
      // A flush-left look starts on the grid pages' left edge; a centred one on the page's middle.
      const grid = pages.find((other) => other.number > 1 && other.photos.length === 6);
      const gridLeft = Math.min(...(grid?.photos ?? []).map((other) => other.frame.x));
      for (const baseline of new Set(photo.caption.map((line) => line.baseline))) {
        // A details line prints as two texts, code and price: the line is from the first's left to the last's right.
        const texts = photo.caption.filter((line) => line.baseline === baseline);
        const [start, end] = [Math.min(...texts.map(left)), Math.max(...texts.map((line) => line.centreX + line.width / 2))];
        if (look === 'minimal' || look === 'editorial') expect(start, look).toBeCloseTo(gridLeft, 3);
        else expect((start + end) / 2, look).toBeCloseTo(page.size.width / 2, 3);
      }
      // The folio on the right, clear of the caption's last line, on an even page too.
      expect(left(folio ?? { centreX: 0, width: 0 }), look).toBeGreaterThan(Math.max(...photo.caption.map((line) => line.centreX + line.width / 2)));
      expect(page.cut, look).toEqual([]);
    }
  });

  it('is prepared for the photo as it prints: the page less its foot, filled around its focal point', () => {
    const settings = settingsOf('gallery');
    const page = fullPage(describePages({ settings, texts, photos, measure: (value, size) => value.length * size * 0.5 }));
    const frame = page?.photos[0]?.frame;
    const targets = photoTargets({ ...settings, captions: true, fullPages: photos.map((_, index) => index === 6) }, photos);
    expect(targets[6]).toMatchObject({ boxWidthPt: frame?.width, boxHeightPt: frame?.height, fill: true });
    expect(frame?.height).toBeLessThan((page?.size.height ?? 0) - mmToPoints(40));
  });
});

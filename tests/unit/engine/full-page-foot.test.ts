/**
 * The portrait 'Pagina intera' put its caption on an opaque white panel (213 x 71 pt) over a
 * full-length figure's legs and shoes (the art director's item 5); decision 1071 moved it into a
 * 42 mm white foot, which cut a 2:3 figure to 81 % of its height, shoes gone (the next review's
 * item 2). Then (decisions 1073, 1076) the foot held the caption on one line and the photo kept 89 % of
 * its height, the crown and the shoes on the band (the sixth review's finding 6). Then (decision 1093) a
 * 2:3 photo printed whole on a plate above that foot. Now (decision 1099) the plate stands in the grid
 * pages' live area, under their running head, its caption's line over the footer's line, the folio
 * where the grid pages have theirs (the seventh review, finding 7).
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { describePages, photoTargets, type PageDescription } from '../../../src/catalog/index.js';
import { PLATE_CAPTION_ROOM, PLATE_FOOT_CLEAR } from '../../../src/catalog/layout/full-page-frame.js';

const looks = ['classic', 'minimal', 'editorial', 'gallery'] as const;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: 'Atelier Sole' };
const caption = (index: number) => ({ name: index === 6 ? 'Trench in gabardine di cotone' : `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 390, colours: 'Kaki, Blu notte', sizes: 'XS-XL' });
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { ...caption(index), ...(index === 6 && { fullPage: true }) } }));
const strings = ['Trench in gabardine di cotone Capo SS27- 0123456789,.€ Kaki, Blu notte XS-XL · Atelier Sole Collezione PE27'];
const settingsOf = (look: (typeof looks)[number]) => ({ ...DEFAULT_CATALOG_SETTINGS, look, orientation: 'portrait' as const, imagesPerPage: 6 as const, language: 'Italiano' as const, photoFit: 'fill' as const });

const fullPage = (pages: PageDescription[]) => pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === 6);
const left = (line: { centreX: number; width: number }) => line.centreX - line.width / 2;

describe("a portrait 'Pagina intera'", () => {
  it('prints a 2:3 figure whole on a plate in the live area, its caption on one line between the photo’s edges over the footer’s line, in every look', async () => {
    const fonts = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Playfair Display', strings);
    const text = await FontChain.load(await PDFDocument.create(), createFsFontSource(), 'Lora', strings);
    for (const look of looks) {
      const pages = describePages({ settings: settingsOf(look), texts, photos, measure: fonts.widthOf, textFace: { family: 'Lora', measure: text.widthOf } });
      const page = fullPage(pages);
      const photo = page?.photos[0];
      if (!page || !photo?.image) throw new Error(`${look}: no full page`);
      // No panel over the photo; the whole photo (a cover over the page kept 89 % of its height, 81 % with
      // decision 1071's foot), inside the margins and under the running head, as the grid pages' photos.
      expect(page.panel, look).toBeUndefined();
      expect(photo.frame.x, look).toBeGreaterThanOrEqual(page.zones.content.x);
      expect(photo.frame.x + photo.frame.width, look).toBeLessThanOrEqual(page.zones.content.x + page.zones.content.width);
      expect(photo.frame.y, look).toBeGreaterThanOrEqual(page.zones.grid.y - 1e-6);
      expect(page.texts.some((line) => line.role === 'running-title'), look).toBe(true);
      expect(photo.frame.height / photo.image.height, look).toBeCloseTo(1, 6);
      expect(photo.frame.width / photo.image.width, look).toBeCloseTo(1, 6);
      const bottom = photo.frame.y + photo.frame.height;
      const names = photo.caption.filter((line) => line.role === 'caption-name');
      const details = photo.caption.filter((line) => line.role !== 'caption-name');
      // The name whole, larger than the grid's, the details at a reading size, each role in the face, case
      // and spacing of the look's grid captions (decision 1078; before, the name in the display face and
      // as typed in every look: Playfair in Minimale's sans pages, mixed case among Galleria's capitals).
      // A grid page's photo in a cell: Editoriale's pages mix a larger photo among them (decision 1084).
      const gridPage = pages.find((other) => other.number > 1 && other.photos.length > 1);
      const gridLines = gridPage?.photos.reduce((least, each) => (each.frame.width < least.frame.width ? each : least)).caption ?? [];
      const gridRole = (role: string) => gridLines.find((line) => line.role === role);
      expect(names.map((line) => line.text), look).toEqual([look === 'gallery' ? 'TRENCH IN GABARDINE DI COTONE' : 'Trench in gabardine di cotone']);
      for (const line of names) {
        expect(line.size, look).toBeGreaterThanOrEqual(12);
        expect([line.face, line.tracking], look).toEqual([gridRole('caption-name')?.face, gridRole('caption-name')?.tracking]);
      }
      expect(details.map((line) => line.text).join(' '), look).toMatch(/(SS27-7.*390|390.*SS27-7).*Kaki, Blu notte.*XS/su); // code and price in the order the look sets them (decision 1080)
      for (const line of details) {
        expect(line.size, look).toBeGreaterThanOrEqual(8.5);
        expect([line.face, line.tracking], look).toEqual([gridRole(line.role)?.face, gridRole(line.role)?.tracking]);
      }
      // One line under the photo: capitals clear of its foot, descenders 8 pt over the footer's line
      // (it stood on the folio's, 8 mm off the trim, lower than any grid page's folio); the folio the grid pages'.
      const folio = page.texts.find((line) => line.role === 'page-number');
      const gridFolio = gridPage?.texts.find((line) => line.role === 'page-number');
      expect(new Set(photo.caption.map((line) => line.baseline.toFixed(3))).size, look).toBe(1);
      expect(folio?.baseline, look).toBeCloseTo(gridFolio?.baseline ?? NaN, 3);
      for (const line of photo.caption) {
        expect(line.baseline - 0.75 * line.size, look).toBeGreaterThan(bottom);
        expect(page.zones.footer.y - (line.baseline + 0.25 * line.size), look).toBeGreaterThanOrEqual(PLATE_FOOT_CLEAR - 1e-6);
      }
      // In reading order, never overlapping; a flush-left look starts on the photo's left edge, a centred one on its middle.
      const spans = photo.caption.map((line) => [left(line), left(line) + line.width] as const);
      spans.slice(1).forEach(([start], at) => expect(start, look).toBeGreaterThanOrEqual((spans[at]?.[1] ?? 0) - 1e-6));
      const [start, end] = [Math.min(...spans.map(([from]) => from)), Math.max(...spans.map(([, to]) => to))];
      if (look === 'minimal' || look === 'editorial') expect(start, look).toBeCloseTo(photo.frame.x, 3);
      else expect((start + end) / 2, look).toBeCloseTo(photo.frame.x + photo.frame.width / 2, 3);
      expect(page.cut, look).toEqual([]);
    }
  });

  it('takes the whole plate without a caption: no room kept for one', () => {
    const bare = photos.map((photo, index) => (index === 6 ? { width: 2, height: 3, caption: { fullPage: true } } : photo));
    const page = fullPage(describePages({ settings: settingsOf('minimal'), texts, photos: bare, measure: (value, size) => value.length * size * 0.5 }));
    const frame = page?.photos[0]?.frame;
    expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeCloseTo((page?.zones.footer.y ?? 0) - PLATE_FOOT_CLEAR, 6);
    expect(page?.photos[0]?.caption).toEqual([]);
  });

  it('is prepared for the photo as it prints: the plate, standing over its caption’s line', () => {
    const settings = settingsOf('gallery');
    const page = fullPage(describePages({ settings, texts, photos, measure: (value, size) => value.length * size * 0.5 }));
    const frame = page?.photos[0]?.frame;
    const targets = photoTargets({ ...settings, captions: true, fullPages: photos.map((_, index) => index === 6) }, photos);
    expect(targets[6]).toMatchObject({ boxWidthPt: frame?.width, boxHeightPt: frame?.height, fill: true });
    expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeCloseTo((page?.zones.footer.y ?? 0) - PLATE_FOOT_CLEAR - PLATE_CAPTION_ROOM, 6);
  });
});

/**
 * The independent review of issue 35: with 'Adatta' 2:3 photos stood in the spec's wide cells, in
 * Minimale 15 % of the page wide (decision 1052 shaped Minimale's cells around the photos), in
 * Classico, Editoriale and Galleria at 37 % of their cell's width. Every look now sets whole photos
 * in cells of their prevailing shape: the grid 'Riempi' gives them (decision 1053).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 12 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}` } }));
const pages = (look: (typeof LOOKS)[number], photoFit: 'fit' | 'fill') => describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit, imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });

describe('whole photos in cells shaped like them (decisions 1052, 1053)', () => {
  it('prints 2:3 photos whole and at least a fifth of the page wide, 6 per page in portrait, in every look', () => {
    for (const look of LOOKS) {
      for (const page of pages(look, 'fit')) {
        for (const photo of page.photos) {
          expect(photo.image, look).toBeUndefined();
          expect(photo.frame.width / photo.frame.height, look).toBeCloseTo(2 / 3, 6);
          // Minimale's were 30 and 37 mm wide, 14 % and 18 % of the page; Classico's 33 and 40 mm.
          expect(photo.frame.width / page.size.width, `${look}, page ${page.number}`).toBeGreaterThan(0.2);
        }
      }
    }
  });

  it("gives photos of one shape the columns 'Riempi' gives them, in every look, its frames as tall or taller", () => {
    for (const look of LOOKS) {
      // To a thousandth of a point: a whole photo is fitted in its frame, a filled one is its frame.
      // Except Editoriale's page of a larger photo: 'Adatta' sizes the block and its column for their whole photos (decision 1129).
      const blockPage = (index: number) => pages(look, 'fill')[index]?.photos.some((photo, _, all) => all.some((other) => photo.frame.width > 1.5 * other.frame.width)) === true;
      const frames = (photoFit: 'fit' | 'fill') => pages(look, photoFit).flatMap((page, index) => (blockPage(index) ? [] : [page.photos.map(({ frame }) => [frame.x, frame.width].map((value) => Math.round(value * 1000)))]));
      expect(frames('fit'), look).toEqual(frames('fill'));
      if (look === 'editorial') expect(pages(look, 'fill').some((_, index) => blockPage(index)), look).toBe(true);
      // 'Riempi' frames grow down into the white a width-bound grid leaves (decision 1073); a whole photo keeps its shape.
      const heights = (photoFit: 'fit' | 'fill') => pages(look, photoFit).flatMap((page) => page.photos.map(({ frame }) => frame.height));
      const fill = heights('fill');
      heights('fit').forEach((height, at) => expect(height, look).toBeLessThanOrEqual((fill[at] ?? 0) + 1e-6));
    }
  });
});

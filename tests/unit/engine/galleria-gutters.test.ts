/**
 * The independent review of issue 35: Galleria's frames stood 2.3 mm apart across and 17 mm apart
 * down (the caption band), so a row read as one strip. Decision 1052 kept its 7 mm margin between
 * them; the catalogue's one grid (decision 1068) sets its own gutter, 4 mm, the other looks' 4.5-5.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { mmToPoints } from '../../../src/catalog/layout/geometry.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 19 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}` } }));

describe("Galleria's gutters across (decisions 1052, 1068)", () => {
  it('keeps its 4 mm between frames side by side on every grid page, in both orientations', () => {
    for (const orientation of ['portrait', 'landscape'] as const) {
      for (const imagesPerPage of [4, 6, 9] as const) {
        const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage, orientation }, texts, photos, measure });
        for (const page of pages) {
          page.photos.forEach((photo, index) => {
            const next = page.photos[index + 1];
            if (!next || Math.abs(next.frame.y - photo.frame.y) > 0.01) return;
            // 4 mm in every format: the spread columns of decision 1076 at 6 per page in landscape are gone (decision 1077).
            expect(next.frame.x - (photo.frame.x + photo.frame.width), `${orientation} ${imagesPerPage}, page ${page.number}`).toBeCloseTo(mmToPoints(4), 6);
          });
        }
      }
    }
  });
});

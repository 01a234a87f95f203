/**
 * The independent review of issue 35: in Minimale with 'Adatta' 2:3 photos stood in the spec's two
 * columns at 6 per page in portrait, 15 % of the page wide in much white. Minimale shapes its cells
 * around the photos' prevailing shape, the photos still whole (decision 1052); other looks keep the
 * spec's grid.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Donna', introduction: '', footer: 'Atelier Sole' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 12 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}` } }));

describe("Minimale's whole photos (decision 1052)", () => {
  it('prints 2:3 photos whole and at least a fifth of the page wide, 6 per page in portrait', () => {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'minimal', photoFit: 'fit', imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
    for (const page of pages) {
      for (const photo of page.photos) {
        expect(photo.image).toBeUndefined();
        expect(photo.frame.width / photo.frame.height).toBeCloseTo(2 / 3, 6);
        // They were 30 and 37 mm wide, 14 % and 18 % of the page.
        expect(photo.frame.width / page.size.width, `page ${page.number}`).toBeGreaterThan(0.2);
      }
    }
  });

  it('leaves the spec’s grid to the other looks', () => {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'classic', photoFit: 'fit', imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
    expect(new Set(pages[1]?.photos.map((photo) => Math.round(photo.frame.y))).size).toBe(3);
  });
});

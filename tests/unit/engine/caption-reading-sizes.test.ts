/**
 * The art director's fifth review, item 7 (decision 1071): code, price, colours and sizes printed at
 * 7.5 pt at 4 and 6 per page and 6.9 pt at 9. They now read at 8 pt at least at 4 and 6 per page,
 * and at 7.5 pt at 9, in every look, where a caption's band holds them at full size.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';

const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: '' };
const names = ['Blazer', 'Gonna midi', 'Top', 'Camicia', 'Jeans', 'Borsa', 'Sandalo', 'Foulard', 'Abito', 'Gilet'];
const photos = names.map((name, index) => ({ width: 2, height: 3, caption: { name, sku: `PE27-0${index + 1}`, price: 190 + index, colours: 'Kaki', sizes: 'S-L' } }));
const formats = [
  [4, 'portrait', 8],
  [6, 'portrait', 8],
  [6, 'landscape', 8],
  [9, 'landscape', 7.5],
] as const;

describe('caption details at a reading size (decision 1071)', () => {
  it.each(formats)('sets code, price, colours and sizes at %i per page (%s) at %f pt at least, in every look', (imagesPerPage, orientation, least) => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure });
      const details = pages.flatMap((page) => page.photos).flatMap((photo) => photo.caption).filter((line) => line.role !== 'caption-name');
      expect(details.length, look).toBeGreaterThan(photos.length);
      for (const line of details) expect(line.size, `${look} ${line.text}`).toBeGreaterThanOrEqual(least - 1e-9);
    }
  });
});

/**
 * The art director's fifth review, item 8 (decision 1071): on a hero's page the hero's caption
 * stood at 669.2 / 680.1 / 690.4 pt and its row neighbour's at 667.3 / 676.4 / 685.0: no line in
 * common. The hero's larger caption now starts on its neighbours' first baseline where their bands
 * are level.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';

const measure = (text: string, size: number) => text.length * size * 0.5;
const texts = { title: 'Collezione PE27', subtitle: '', introduction: '', footer: '' };
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-0${index + 1}`, price: 190 + index, colours: 'Kaki', sizes: 'S-L', ...(index === 0 && { hero: true }) } }));

describe("a hero's caption on its row's first baseline (decision 1071)", () => {
  it.each([
    // 6 per page in landscape sets each caption beside its photo, from the photo's top (decision 1090): no row of bands.
    [6, 'portrait'],
    [9, 'landscape'],
  ] as const)('at %i per page (%s), in every look, still set larger', (imagesPerPage, orientation) => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage, orientation, language: 'Italiano', photoFit: 'fill' }, texts, photos, measure });
      const page = pages.find((each) => each.photos.some((photo) => photo.index === 0));
      const hero = page?.photos.find((photo) => photo.index === 0);
      const band = hero?.captionBand;
      const neighbours = (page?.photos ?? []).filter((photo) => photo !== hero && photo.captionBand && band && Math.abs(photo.captionBand.y - band.y) < 0.5);
      expect(neighbours.length, look).toBeGreaterThan(0);
      const first = (caption: readonly { baseline: number }[] = []) => Math.min(...caption.map((line) => line.baseline));
      for (const neighbour of neighbours) expect(first(hero?.caption), look).toBeCloseTo(first(neighbour.caption), 6);
      const nameSize = (caption: readonly { role: string; size: number }[] = []) => caption.find((line) => line.role === 'caption-name')?.size ?? 0;
      expect(nameSize(hero?.caption), look).toBeGreaterThan(nameSize(neighbours[0]?.caption));
      // Its name's capitals still under the photo.
      expect(first(hero?.caption) - nameSize(hero?.caption) * 0.75, look).toBeGreaterThan((hero?.frame.y ?? 0) + (hero?.frame.height ?? 0));
    }
  });
});

/**
 * The independent review of issue 35 (second round): Galleria's later pages had no running head at
 * all. They now carry the title in the look's smallest type, in a slim head on the top margin's
 * line, clear of the photos, which start at most a few millimetres lower.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type Orientation } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { mmToPoints } from '../../../src/catalog/layout/geometry.js';
import { BODY } from '../../../src/catalog/describe/palette.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 13 }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249 } }));

describe("Galleria's running title (the review of issue 35, second round)", () => {
  it.each(['portrait', 'landscape'] as const)('stands small in the top margin of every later page, clear of the photos (%s)', (orientation: Orientation) => {
    const pages = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage: 6, orientation }, texts, photos, measure });
    for (const page of pages.slice(1)) {
      const title = page.texts.find((text) => text.role === 'running-title');
      if (!title) throw new Error(`a running title on page ${page.number}`);
      // In Galleria's spaced capitals (decision 1074).
      expect(title.text).toBe(texts.title.toLocaleUpperCase('it'));
      expect(title.tracking).toBeGreaterThan(0);
      // Quiet among the captions: no larger than their names, no smaller than their codes (at 7 pt,
      // under captions half a point smaller than the other looks', the fourth review could not read it).
      const sizes = page.photos.flatMap((photo) => photo.caption.map((line) => line.size));
      expect(title.size, `page ${page.number}`).toBeLessThanOrEqual(Math.max(...sizes));
      expect(title.size, `page ${page.number}`).toBeGreaterThanOrEqual(Math.min(...sizes));
      expect(Math.min(...sizes), `page ${page.number}`).toBeGreaterThanOrEqual(7.5);
      expect(title.centreX).toBeCloseTo(page.size.width / 2, 3);
      const top = Math.min(...page.photos.map((photo) => photo.frame.y));
      // Its capitals on the look's top margin, 2 mm or more of white under it.
      expect(title.baseline - title.size * 0.7, `page ${page.number}`).toBeGreaterThanOrEqual(page.zones.content.y - 0.5);
      expect(top - title.baseline, `page ${page.number}`).toBeGreaterThanOrEqual(mmToPoints(2));
      // The photos' zone gives up at most a few millimetres: it started on the margin.
      expect(page.zones.grid.y - page.zones.content.y, `page ${page.number}`).toBeLessThanOrEqual(mmToPoints(5) + 0.01);
    }
  });

  it('is set in the body text\'s grey, not the muted grey too pale to see at 7 pt (decision 1052)', () => {
    for (const look of ['gallery', 'classic'] as const) {
      const [, page] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
      const title = page?.texts.find((text) => text.role === 'running-title');
      // Every look's running title is now under 9 pt (8.5, Galleria's 8): all in the body grey.
      expect(title?.colour, look).toBe(BODY);
    }
  });

  it("sets the title's year in lining figures in every look (the sixth review, finding 10; decision 1090)", () => {
    for (const look of ['classic', 'minimal', 'editorial', 'gallery'] as const) {
      const [, page] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
      expect(page?.texts.find((text) => text.role === 'running-title')?.figures, look).toBe(true);
    }
  });
});

/**
 * The independent review of issue 35 (second round): Editoriale sets everything flush left, yet its
 * photos stood 1.5 mm inside the line of its title and rules ('Riempi', 6 per page in portrait,
 * page 1), and with 'Adatta' whole photos of other shapes were centred in their boxes, so the
 * captions' left edges jumped by 2 mm within a column. Title, rules, photos and captions now share
 * one left edge on every grid page. A full page's caption panel stood 4 mm outside that edge, its
 * text crowded at the top of a box sized for two-line names; its caption, now in the white under the
 * photo (decision 1071), starts on the edge.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { printedLines } from './caption-rows.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
// The review's set: nine 2:3 photos, two 4:5, two 3:2.
const shapes = [...Array<[number, number]>(9).fill([2, 3]), [4, 5], [4, 5], [3, 2], [3, 2]] as const;
const photos = shapes.map(([width, height], index) => ({ width, height, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249 } }));

function pages(photoFit: CatalogSettings['photoFit']): PageDescription[] {
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial', photoFit, imagesPerPage: 6, orientation: 'portrait' }, texts, photos, measure });
}

const left = (text: { centreX: number; width: number }) => text.centreX - text.width / 2;

describe("Editoriale's one left edge (the review of issue 35, second round)", () => {
  it.each(['fill', 'fit'] as const)('sets the title, the rules and the first column of photos and captions on one line (%s)', (photoFit) => {
    for (const page of pages(photoFit).filter((described) => described.photos.length === 6)) {
      const edge = Math.min(...page.photos.map((photo) => photo.frame.x));
      const title = page.texts.find((text) => text.role === 'title' || text.role === 'running-title');
      if (!title) throw new Error(`a title on page ${page.number}`);
      expect(left(title), `page ${page.number} title`).toBeCloseTo(edge, 3);
      for (const rule of page.rules) expect(rule.x, `page ${page.number} ${rule.role}`).toBeCloseTo(edge, 3);
      const firstColumn = page.photos.filter((photo) => photo.box.x === Math.min(...page.photos.map((each) => each.box.x)));
      for (const photo of firstColumn) {
        expect(photo.frame.x, `page ${page.number} photo ${photo.index}`).toBeCloseTo(edge, 3);
        for (const line of printedLines(photo.caption)) expect(left(line), `page ${page.number} caption ${photo.index}`).toBeCloseTo(edge, 3);
      }
    }
  });

  it('keeps whole photos of other shapes and their captions on their column’s left edge (Adatta)', () => {
    for (const page of pages('fit')) {
      for (const photo of page.photos) {
        expect(photo.frame.x, `page ${page.number} photo ${photo.index}`).toBeCloseTo(photo.box.x, 3);
        for (const line of printedLines(photo.caption)) expect(left(line), `page ${page.number} caption ${photo.index}`).toBeCloseTo(photo.box.x, 3);
      }
    }
  });

  it("starts a full page's caption, in the white at its foot, on the grid pages' left edge, or on its plate's (4 per page in portrait, decisions 1071, 1093)", () => {
    const captionStart = (shape: { width: number; height: number }) => {
      const marked = photos.map((photo, index) => (index === 5 ? { ...photo, ...shape, caption: { ...photo.caption, fullPage: true } } : photo));
      const described = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'editorial', photoFit: 'fill', imagesPerPage: 4, orientation: 'portrait' }, texts, photos: marked, measure });
      const full = described.find((page) => page.photos[0]?.index === 5 && page.photos.length === 1);
      if (!full) throw new Error('a full page');
      const lines = printedLines(full.photos[0]?.caption ?? []);
      // One line since decision 1073: the name starts on the edge, code, price, colours and sizes follow it.
      expect(lines.length).toBeGreaterThan(1);
      expect(new Set(lines.map((line) => line.baseline)).size).toBe(1);
      return { start: Math.min(...lines.map(left)), liveEdge: full.zones.content.x, photoEdge: full.photos[0]?.frame.x ?? NaN };
    };
    // A 4:5 photo covering its plate, the live area since decision 1113 (the grid pages' block, narrower
    // at 4 per page, cut a 2:3 plate to 87 %): the live area's edge, the running head's.
    const wide = captionStart({ width: 4, height: 5 });
    expect(wide.photoEdge).toBeCloseTo(wide.liveEdge, 3);
    expect(wide.start).toBeCloseTo(wide.liveEdge, 3);
    // A 2:3 photo whole on its plate: the line under the print, from its left edge.
    const tall = captionStart({ width: 2, height: 3 });
    expect(tall.photoEdge).toBeGreaterThan(0);
    expect(tall.start).toBeCloseTo(tall.photoEdge, 3);
  });
});

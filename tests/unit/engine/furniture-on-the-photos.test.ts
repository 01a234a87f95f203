/**
 * Decision 1084 (issue 35, the fifth review's finding 10): in the flush-left looks, Minimale and
 * Editoriale, the running head and the folio stood on the catalogue grid's full width while a page's
 * photos stood narrower and centred (a closing page of four, two wide photos under a row), so the
 * head began 90 pt left of every photo on the page, on what read as the page's margin. They now
 * stand on the page's own photo block. And Editoriale's hero at 4 per page in portrait stood 10 pt
 * inside the line of the title above it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { captionedFrame } from '../../../src/catalog/layout/geometry.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
// The review's set: nine 2:3 photos, two 4:5, two 3:2; the first 'In evidenza', the seventh 'Pagina intera'.
const shapes = [...Array<[number, number]>(9).fill([2, 3]), [4, 5], [4, 5], [3, 2], [3, 2]] as const;
const photos = shapes.map(([width, height], index) => ({ width: width * 1000, height: height * 1000, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) } }));
const FORMATS = [
  [4, 'portrait'],
  [6, 'portrait'],
  [6, 'landscape'],
  [9, 'landscape'],
] as const;

function pages(look: 'minimal' | 'editorial', perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape'): PageDescription[] {
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', imagesPerPage: perPage, orientation }, texts, photos, measure });
}

const left = (text: { centreX: number; width: number }) => text.centreX - text.width / 2;
const right = (text: { centreX: number; width: number }) => text.centreX + text.width / 2;

describe('the running head and the folio on the photos of their page, flush-left looks (decision 1084)', () => {
  it.each(['minimal', 'editorial'] as const)('starts the running head on the leftmost photo and sets the folio on the block’s outer edge (%s)', (look) => {
    for (const [perPage, orientation] of FORMATS) {
      for (const page of pages(look, perPage, orientation).filter((described) => described.number > 1 && described.photos.length > 1)) {
        const label = `${look} ${perPage} ${orientation} page ${page.number}`;
        const edge = Math.min(...page.photos.map((photo) => photo.frame.x));
        // A caption beside its photo (6 per page in landscape, decision 1090) is part of the block (decision 1092).
        const end = Math.max(...page.photos.map((photo) => captionedFrame(photo)).map((box) => box.x + box.width));
        const head = page.texts.find((text) => text.role === 'running-title');
        const folio = page.texts.find((text) => text.role === 'page-number');
        if (!head || !folio) throw new Error(`a running head and a folio: ${label}`);
        expect(left(head), label).toBeCloseTo(edge, 3);
        // Editoriale's folio at the outer edge: left on even pages; Minimale's at the right.
        if (look === 'editorial' && page.number % 2 === 0) expect(left(folio), label).toBeCloseTo(edge, 3);
        else expect(right(folio), label).toBeCloseTo(end, 3);
        for (const rule of page.rules) expect([rule.x, rule.x + rule.width], `${label} ${rule.role}`).toEqual([expect.closeTo(edge, 3), expect.closeTo(end, 3)]);
      }
    }
  });
});

describe("Editoriale's hero on its title's line (decision 1084)", () => {
  it('stands page 1’s hero, under the header at 4 per page in portrait, on the title’s left edge', () => {
    const [opening] = pages('editorial', 4, 'portrait');
    const hero = opening?.photos.find((photo) => photo.index === 0);
    const title = opening?.texts.find((text) => text.role === 'title');
    if (!hero || !title) throw new Error('a hero and a title on page 1');
    expect(hero.frame.x).toBeCloseTo(left(title), 3);
    expect(hero.captionBand?.x).toBeCloseTo(left(title), 3);
  });
});

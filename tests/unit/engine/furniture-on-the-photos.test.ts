/**
 * Decision 1084 (issue 35, the fifth review's finding 10): Editoriale's hero at 4 per page in
 * portrait stood 10 pt inside the line of the title above it. (Its running head and folio on each
 * page's own photos gave way to one frame for every page: decision 1098, `page-frame-fixed.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';

const texts = { title: 'Primavera Estate 2027', subtitle: 'Collezione donna', introduction: 'Lino, seta lavata e cashmere leggero.', footer: 'Atelier Vetrina' };
const measure = (text: string, size: number) => text.length * size * 0.5;
// The review's set: nine 2:3 photos, two 4:5, two 3:2; the first 'In evidenza', the seventh 'Pagina intera'.
const shapes = [...Array<[number, number]>(9).fill([2, 3]), [4, 5], [4, 5], [3, 2], [3, 2]] as const;
const photos = shapes.map(([width, height], index) => ({ width: width * 1000, height: height * 1000, caption: { name: `Capo ${index + 1}`, sku: `SS27-${index + 1}`, price: 249, ...(index === 0 && { hero: true }), ...(index === 6 && { fullPage: true }) } }));

function pages(look: 'minimal' | 'editorial', perPage: 4 | 6 | 9, orientation: 'portrait' | 'landscape'): PageDescription[] {
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look, photoFit: 'fill', imagesPerPage: perPage, orientation }, texts, photos, measure });
}

const left = (text: { centreX: number; width: number }) => text.centreX - text.width / 2;

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

/**
 * The independent review of issue 35: Galleria's opening page was cramped, its title 9 mm from the
 * page's edge and its introduction 5 mm above the photos (6 per page in portrait). Its margins are
 * cut close to hold photos; the header now keeps that margin again as white above its texts and
 * below them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { mmToPoints } from '../../../src/catalog/layout/geometry.js';
import { PAGE_LOOKS } from '../../../src/catalog/layout/looks.js';

const texts = {
  title: 'Primavera Estate 2027',
  subtitle: 'Collezione donna',
  introduction: 'Lino, seta lavata e cashmere leggero: una collezione pensata per la luce del Mediterraneo, tra toni naturali e tagli essenziali.',
  footer: 'Atelier Vetrina',
};
const measure = (text: string, size: number) => text.length * size * 0.5;
const margin = mmToPoints(PAGE_LOOKS.gallery.margins.top);

describe("Galleria's opening header (the review of issue 35)", () => {
  it.each([
    [4, 'portrait'],
    [6, 'portrait'],
    [6, 'landscape'],
    [9, 'landscape'],
  ] as const)('keeps twice its margin above the title and its margin and more between the introduction and the photos, %i per page in %s', (perPage, orientation) => {
    const photos = Array.from({ length: perPage }, (_, index) => ({ width: 2, height: 3, caption: { name: `Capo ${index + 1}` } }));
    const [page] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, look: 'gallery', photoFit: 'fill', imagesPerPage: perPage, orientation }, texts, photos, measure });
    const header = page?.texts.filter((line) => line.role === 'title' || line.role === 'subtitle' || line.role === 'introduction') ?? [];
    const [title] = header;
    const last = header.at(-1);
    if (!page || !title || !last) throw new Error('a header expected');
    // Each line's em box: from a size above its baseline to a quarter of it below.
    const titleTop = title.baseline - title.size;
    const textFoot = last.baseline + last.size / 4;
    const photosTop = Math.min(...page.photos.map((photo) => photo.frame.y));
    // Before: 2 mm inside the 7 mm margin, and the introduction's foot 5 mm above the photos.
    expect(titleTop).toBeGreaterThanOrEqual(2 * margin - 1e-6);
    expect(photosTop - textFoot).toBeGreaterThanOrEqual(1.5 * margin);
  });
});

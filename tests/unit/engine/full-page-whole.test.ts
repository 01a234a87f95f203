/**
 * The tenth review, finding 2: at 4 portrait the 'Pagina intera' plate took the 4 portrait grid
 * block's width, height-bound and narrower, so SS27-07 (2:3) kept 86-92 % of its width where at 6
 * portrait it printed whole; and Galleria's one-line caption dropped 'Nero, Cammello, Blu notte ·
 * XS–XL' from the PDF with no warning. The plate now takes the live area's width, and its caption
 * takes a second line rather than drop a field (decision 1113). The review set (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages } from '../../../src/catalog/index.js';
import { REVIEW_CATALOGUES, REVIEW_NAMES, laidOutReviewSet as laidOut } from './review-set.js';

/** The review set's 'Pagina intera' (its seventh photo) and its caption's fields as the review set gives them. */
const FULL_PAGE_INDEX = 6;
const FIELDS = [REVIEW_NAMES[FULL_PAGE_INDEX] ?? '', String(89 + 37 * FULL_PAGE_INDEX), 'SS27-07', 'Nero, Cammello, Blu notte', 'XS-XL'];
/** Case, dashes and spaces as a look may print them: Galleria's capitals, the sizes' en dash. */
const plain = (text: string) => text.toLowerCase().replace(/[\u2010-\u2013]/g, '-').replace(/\s+/g, ' ');

describe('the full page prints its photo whole and every field of its caption (the tenth review, finding 2)', () => {
  it.each(REVIEW_CATALOGUES)('keeps 99 % of a 2:3 photo and prints name, price, code, colours and sizes (%s, %i per page, %s)', async (look, imagesPerPage, orientation) => {
    const pages = await laidOut(look, imagesPerPage, orientation);
    const photo = pages.find((page) => page.photos.length === 1 && page.photos[0]?.index === FULL_PAGE_INDEX)?.photos[0];
    if (!photo) throw new Error('no full page');
    const drawn = photo.image ?? photo.frame;
    expect(photo.frame.width / drawn.width, 'width kept').toBeGreaterThanOrEqual(0.99);
    expect(photo.frame.height / drawn.height, 'height kept').toBeGreaterThanOrEqual(0.99);
    const printed = plain(photo.caption.map((line) => line.text).join(' '));
    for (const field of FIELDS) expect(printed, field).toContain(plain(field));
  });
});

describe('a full page’s caption too long for one line (decision 1113)', () => {
  // Colours and sizes that no setting of one line holds, even at 80 % of its size: main dropped them unreported.
  const long = { name: 'Trench lungo con cintura', sku: 'SS27-07', price: 311, colours: 'Nero, Cammello, Blu notte, Avorio, Verde salvia, Bordeaux, Grigio perla', sizes: 'XXS-XXL' };
  const measure = (value: string, size: number) => value.length * size * 0.5;
  const texts = { title: 'Collezione', subtitle: '', introduction: '', footer: '' };
  const laid = (look: 'classic' | 'minimal' | 'editorial' | 'gallery', colours: string) => {
    const photos = Array.from({ length: 9 }, (_, index) => ({ width: 2, height: 3, caption: index === 6 ? { ...long, colours, fullPage: true } : { name: `Capo ${index + 1}` } }));
    const settings = { ...DEFAULT_CATALOG_SETTINGS, look, imagesPerPage: 4 as const, orientation: 'portrait' as const, photoFit: 'fill' as const, language: 'Italiano' as const };
    const page = describePages({ settings, texts, photos, measure }).find((each) => each.photos[0]?.index === FULL_PAGE_INDEX && each.photos.length === 1);
    if (!page?.photos[0]) throw new Error('no full page');
    return { page, photo: page.photos[0] };
  };
  it.each(['classic', 'minimal', 'editorial', 'gallery'] as const)('takes a second line for colours and sizes, the photo that much shorter and still whole (%s)', (look) => {
    const { page, photo } = laid(look, long.colours);
    const printed = plain(photo.caption.map((line) => line.text).join(' '));
    for (const field of [long.name, String(long.price), long.sku, long.colours, long.sizes]) expect(printed, field).toContain(plain(field));
    expect(page.cut).toEqual([]);
    const baselines = [...new Set(photo.caption.map((line) => line.baseline.toFixed(2)))].map(Number);
    expect(baselines).toHaveLength(2);
    // The second line where the one line stood; the photo over both, as whole as before, one line's pitch shorter.
    const one = laid(look, 'Nero');
    const oneBaseline = one.photo.caption[0]?.baseline ?? NaN;
    expect(Math.max(...baselines)).toBeCloseTo(oneBaseline, 1);
    const pitch = Math.max(...baselines) - Math.min(...baselines);
    expect(one.photo.frame.y + one.photo.frame.height - (photo.frame.y + photo.frame.height)).toBeCloseTo(pitch, 1);
    const drawn = photo.image ?? photo.frame;
    expect(photo.frame.width / drawn.width).toBeCloseTo((one.photo.frame.width / (one.photo.image ?? one.photo.frame).width), 6);
    for (const line of photo.caption) expect(line.baseline - 0.75 * line.size, line.text).toBeGreaterThan(photo.frame.y + photo.frame.height);
  });
});

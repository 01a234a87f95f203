/**
 * Decision 1115 on printed pages (poppler): the review set's last page in the two looks whose foot
 * is their folio (Minimale, Galleria, the widest white before), rendered with an account's contact
 * line. Its first row starts where page 2's does, its second at page 2's white under the captions,
 * its codes in order (decision 1120), and the closing panel stands in the white (decision 1128): the
 * title again, the contact under it where the white holds it, at most 60 pt over the folio.
 */
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { imagePlacements, pdfInfo, pdfWords } from './poppler.js';
import { REVIEW_CONTACT, REVIEW_PHOTOS } from './review-set.js';

const TEXTS = { title: 'Collezione Primavera Estate 2027', subtitle: 'Donna', footer: REVIEW_CONTACT, contact: REVIEW_CONTACT };

/** Distinct tops, to 0.1 pt. */
const topsOf = (ys: readonly number[]) => [...new Set(ys.map((y) => Math.round(y * 10) / 10))].sort((a, b) => a - b);

describe('the closing page as printed (decision 1115)', () => {
  it.each(['minimal', 'gallery'] as const)('%s, 6 portrait', async (look) => {
    const files = await Promise.all(REVIEW_PHOTOS.map(async ({ width, height }, index) => ({ name: `SS27-${String(index + 1).padStart(2, '0')}.jpg`, bytes: await makeJpeg({ width: width / 5, height: height / 5, seed: 40 + index }) })));
    const built = await buildCatalog(files, { look, imagesPerPage: 6, orientation: 'portrait', photoFit: 'fill', language: 'Italiano' }, 'Atelier Rossi', { captions: REVIEW_PHOTOS.map((photo) => photo.caption), texts: TEXTS });
    const pages = Number((await pdfInfo(built.path)).Pages);
    const placed = await imagePlacements(built.path, 842);
    const rows = (page: number) => topsOf(placed.filter((image) => image.page === page).map((image) => image.y));
    // Page 2 is the first grid page after the opener; the last is the closing page. Its first row on page 2's
    // first row line; its second at page 2's white under the captions, no longer on page 2's second line (decision 1120).
    expect(rows(pages)).toHaveLength(2);
    expect(Math.abs((rows(pages)[0] ?? 0) - (rows(2)[0] ?? Infinity))).toBeLessThanOrEqual(0.5);
    const words = await pdfWords(built.path, pages);
    const white = async (page: number) => {
      const [, second = 0] = rows(page);
      const captions = (await pdfWords(built.path, page)).filter((word) => word.yMax < second);
      return second - Math.max(...captions.map((word) => word.yMax));
    };
    expect(Math.abs((await white(pages)) - (await white(2)))).toBeLessThanOrEqual(2);
    // The codes read row by row in the user's order: SS27-10 11 / 12 13.
    const second = rows(pages)[1] ?? 0;
    const codes = words.filter((word) => /^SS27-\d\d$/.test(word.text)).sort((a, b) => Number(a.yMin > second) - Number(b.yMin > second) || a.xMin - b.xMin);
    expect(codes.map((word) => word.text)).toEqual(['SS27-10', 'SS27-11', 'SS27-12', 'SS27-13']);
    const folio = words.find((word) => word.text === String(pages));
    expect(folio).toBeDefined();
    const foot = folio?.yMin ?? 0;
    const over = words.filter((word) => word.yMax < foot);
    const photosFoot = Math.max(...placed.filter((image) => image.page === pages).map((image) => image.y + image.height));
    // The closing panel (decision 1128), under the photos: the title again on one line, then the contact one part a line.
    const titleWords = TEXTS.title.split(' ');
    const title = over.filter((word) => word.yMin > photosFoot && titleWords.includes(word.text));
    expect(title.map((word) => word.text).join(' ')).toBe(TEXTS.title);
    expect(new Set(title.map((word) => Math.round(word.yMin))).size).toBe(1);
    expect(foot - Math.max(...over.map((word) => word.yMax))).toBeLessThanOrEqual(60);
    // Said once on the page: in the panel under the title where the white holds it (Galleria), the footer then
    // giving its line up; else in the footer, the panel keeping the title and subtitle (Minimale).
    const emails = words.filter((word) => word.text.toLowerCase() === 'ordini@atelierrossi.it');
    expect(emails).toHaveLength(1);
    const inFooter = Math.abs((emails[0]?.yMax ?? 0) - (folio?.yMax ?? Infinity)) < 2;
    expect(inFooter).toBe(look !== 'gallery');
    if (!inFooter) expect(emails[0]?.yMin).toBeGreaterThan(title[0]?.yMax ?? Infinity);
  }, 60_000);
});

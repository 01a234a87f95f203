/**
 * Decision 1115 on printed pages (poppler): the review set's last page in the two looks whose foot
 * is their folio (Minimale, Galleria, the widest white before), rendered with an account's contact
 * line. Its second row starts where page 2's does, and the contact line stands in the white, which
 * keeps at most 90 pt over the folio.
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
    // Page 2 is the first grid page after the opener; the last is the closing page.
    expect(rows(pages)).toHaveLength(2);
    rows(pages).forEach((top, row) => expect(Math.abs(top - (rows(2)[row] ?? Infinity))).toBeLessThanOrEqual(0.5));
    const words = await pdfWords(built.path, pages);
    const folio = words.find((word) => word.text === String(pages));
    expect(folio).toBeDefined();
    const foot = folio?.yMin ?? 0;
    const over = words.filter((word) => word.yMax < foot);
    const email = over.find((word) => word.text === 'ordini@atelierrossi.it');
    const contact = over.filter((word) => email !== undefined && Math.abs(word.yMin - email.yMin) < 1);
    expect(contact.map((word) => word.text).join(' ')).toBe(REVIEW_CONTACT);
    // Under the photos, in the white.
    expect(email?.yMin).toBeGreaterThan(Math.max(...placed.filter((image) => image.page === pages).map((image) => image.y + image.height)));
    expect(foot - Math.max(...over.map((word) => word.yMax))).toBeLessThanOrEqual(90);
    // Said once on the page: the footer gives its line to the block.
    expect(words.filter((word) => word.text === 'ordini@atelierrossi.it')).toHaveLength(1);
  }, 60_000);
});

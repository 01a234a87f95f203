/**
 * The published link's QR code (issue 36.1) beside what a last page ends on: the closing block or
 * panel of contacts and titles, the captions and the photos. On every catalogue of the review set,
 * in both fits, with and without an account's contact, the code overlaps no text, photo or rule.
 */
import { describe, expect, it } from 'vitest';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import type { Rect } from '../../../src/catalog/layout/geometry.js';
import { REVIEW_CATALOGUES, REVIEW_CONTACT, reviewSetRequest } from './review-set.js';

const LINK = 'https://vetrina.example/v/Qm9yc2FfZGlfdGVzdF8xMjM';
/** A line's box: its size above the baseline covers capitals and accents, a third under it the descenders. */
const textBox = (text: PageDescription['texts'][number]): Rect => ({ x: text.centreX - text.width / 2, y: text.baseline - text.size, width: text.width, height: text.size * 1.33 });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function codeBox(page: PageDescription): Rect {
  const modules = page.rules.filter((rule) => rule.role === 'link-code');
  const x = Math.min(...modules.map((rule) => rule.x));
  const y = Math.min(...modules.map((rule) => rule.y - rule.thickness / 2));
  return { x, y, width: Math.max(...modules.map((rule) => rule.x + rule.width)) - x, height: Math.max(...modules.map((rule) => rule.y + rule.thickness / 2)) - y };
}

describe("the published link's code clears the last page's type and photos", () => {
  it.each(REVIEW_CATALOGUES.flatMap((row) => (['fill', 'fit'] as const).flatMap((fit) => [[...row, fit, false], [...row, fit, true]] as const)))(
    '%s %i %s, %s, contact %s',
    async (look, perPage, orientation, fit, withContact) => {
      const request = await reviewSetRequest(look, perPage, orientation, withContact ? REVIEW_CONTACT : undefined, fit);
      const last = describePages({ ...request, link: LINK }).at(-1);
      if (!last) throw new Error('no page');
      const code = codeBox(last);
      const clashes = [
        ...[...last.texts, ...last.photos.flatMap((photo) => photo.caption)].filter((text) => overlaps(code, textBox(text))).map((text) => `text "${text.text}"`),
        ...last.photos.filter((photo) => overlaps(code, photo.frame)).map((photo) => `photo ${photo.index}`),
        ...last.rules.filter((rule) => rule.role !== 'link-code' && overlaps(code, { x: rule.x, y: rule.y - rule.thickness / 2, width: rule.width, height: rule.thickness })).map((rule) => `rule ${rule.role}`),
      ];
      expect(clashes).toEqual([]);
    },
  );
});

/**
 * The seventh review, finding 9: Classico's rules collided with what they frame. On the 4-up opener
 * the rule under a one-line 26 pt title stood about 1 pt under its descenders and read as an
 * underline; at 6 per page in landscape the foot rule ran along the hero's and its companion's feet,
 * inside their keylines. Rules stand at least 8 pt clear of type and frames. The review set laid out
 * as the PDF prints it, with the fonts' own ink (`review-set.ts`).
 */
import { describe, expect, it } from 'vitest';
import { describePages } from '../../../src/catalog/index.js';
import { matWidth, outset } from '../../../src/catalog/layout/geometry.js';
import { pageLook } from '../../../src/catalog/layout/looks.js';
import { CAPITALS_BOX, inkSpan } from '../../../src/catalog/text/ink.js';
import { REVIEW_FORMATS as FORMATS, reviewSetRequest } from './review-set.js';

const CLEAR = 8;

describe('Classico’s rules clear of type and frames (the seventh review, finding 9)', () => {
  it.each(FORMATS)('sets the title’s rules 8 pt off its ink and the subtitle’s, at %i per page %s', async (imagesPerPage, orientation) => {
    const request = await reviewSetRequest('classic', imagesPerPage, orientation);
    const [page] = describePages(request);
    if (!page) throw new Error('no page 1');
    const titles = page.texts.filter((text) => text.role === 'title');
    const subtitle = page.texts.find((text) => text.role === 'subtitle');
    const [above, under] = page.rules.filter((rule) => rule.role === 'accent-rule').sort((a, b) => a.y - b.y);
    if (!above || !under || !subtitle) throw new Error('no rules or subtitle');
    const title = inkSpan(titles, request.measure, CAPITALS_BOX);
    const subtitleMeasure = subtitle.face && request.textFace ? request.textFace.measure : request.measure;
    const subtitleTop = inkSpan([subtitle], subtitleMeasure, CAPITALS_BOX).top;
    expect(title.top - above.y, 'the rule over the title').toBeGreaterThanOrEqual(CLEAR - 1e-6);
    expect(under.y - title.bottom, 'the rule under the title').toBeGreaterThanOrEqual(CLEAR - 1e-6);
    expect(subtitleTop - under.y, 'the subtitle under the rule').toBeGreaterThanOrEqual(CLEAR - 1e-6);
  });

  it.each(FORMATS)('keeps page 1’s foot rule 8 pt under its frames or goes without it, at %i per page %s', async (imagesPerPage, orientation) => {
    const [page] = describePages(await reviewSetRequest('classic', imagesPerPage, orientation));
    if (!page) throw new Error('no page 1');
    const keylines = page.photos.map((photo) => outset(photo.frame, matWidth(pageLook('classic'))));
    const bottom = Math.max(...keylines.map((keyline) => keyline.y + keyline.height));
    for (const rule of page.rules.filter((each) => each.role === 'footer-rule')) expect(rule.y - bottom, `foot rule at ${rule.y.toFixed(1)}`).toBeGreaterThanOrEqual(CLEAR);
  });
});

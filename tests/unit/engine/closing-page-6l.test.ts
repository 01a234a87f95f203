/**
 * The 6 landscape closing page (the eleventh review, finding 2; decision 1122): its two wide photos on
 * the grid's left edge, as page 2's first column stands, and the account's contact line in the white
 * column on their right, on the photos' top line, said once on the page (since decision 1128 under the
 * closing panel's title and subtitle).
 */
import { describe, expect, it } from 'vitest';
import { laidOutReviewSet, REVIEW_CONTACT, REVIEW_LOOKS } from './review-set.js';

const left = (photos: readonly { frame: { x: number } }[]) => Math.min(...photos.map((photo) => photo.frame.x));

describe('the 6 landscape closing page', () => {
  it.each(REVIEW_LOOKS)('%s: page 4 stands on page 2\'s left edge', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape');
    const [, grid, , closing] = pages;
    if (!grid || !closing) throw new Error('fewer than four pages');
    expect(closing.photos).toHaveLength(2);
    expect(Math.abs(left(closing.photos) - left(grid.photos))).toBeLessThanOrEqual(0.5);
  });

  it.each(REVIEW_LOOKS)('%s: the closing panel stands right of the photos, on their top line, its contact not in the footer', async (look) => {
    const pages = await laidOutReviewSet(look, 6, 'landscape', REVIEW_CONTACT);
    const closing = pages[3];
    if (!closing) throw new Error('fewer than four pages');
    const contact = closing.texts.filter((text) => text.role === 'contact');
    expect(contact.length).toBeGreaterThan(0);
    // Since decision 1128 the contacts close the panel, under the title and subtitle.
    const panel = closing.texts.filter((text) => ['closing-title', 'closing-subtitle', 'contact'].includes(text.role));
    const inkRight = Math.max(...closing.photos.map((photo) => (photo.captionBand ?? photo.frame).x + (photo.captionBand ?? photo.frame).width));
    const photosTop = Math.min(...closing.photos.map((photo) => photo.frame.y));
    for (const line of panel) expect(line.centreX - line.width / 2).toBeGreaterThan(inkRight);
    const [first] = [...panel].sort((a, b) => a.baseline - b.baseline);
    // The panel's first ink stands on the photos' top line: Classico's accent rule, else the title's first line,
    // whose capitals or ascenders reach 0.70-0.85 of its size over its baseline.
    const rule = closing.rules.find((each) => each.role === 'accent-rule');
    if (rule) expect(Math.abs(rule.y - rule.thickness / 2 - photosTop)).toBeLessThanOrEqual(0.5);
    else expect(first ? (first.baseline - photosTop) / first.size : 0).toSatisfy((ink: number) => ink >= 0.7 && ink <= 0.85);
    const company = REVIEW_CONTACT.split(' · ')[0] ?? '';
    expect(closing.texts.filter((text) => text.role === 'footer' && text.text.includes(company))).toHaveLength(0);
  });
});

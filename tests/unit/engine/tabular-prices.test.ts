/**
 * Minimale's prices line up (decision 1105): a price is set in lining tabular figures, and DM Sans,
 * its caption face under a serif, has no 'tnum'; its digits are centred on one width, the digits'
 * median advance, so prices of as many digits are as wide and stand digit over digit flush right
 * on the photos' edge. A face with 'tnum' keeps its own.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { FontChain } from '../../../src/catalog/fonts/font-chain.js';
import { createFsFontSource } from '../../../src/cli/fs-font-source.js';
import { laidOutReviewSet } from './review-set.js';

const chain = async (family: 'DM Sans' | 'Inter') => FontChain.load(await PDFDocument.create(), createFsFontSource(), family, ['€ 0123456789']);

describe('tabular figures where the face has none (decision 1105)', () => {
  it('sets DM Sans’s digits on one width in figures, and leaves them proportional in text', async () => {
    const { widthOf } = await chain('DM Sans');
    expect(widthOf('€ 111', 10, true)).toBeCloseTo(widthOf('€ 888', 10, true), 9);
    expect(widthOf('€ 111', 10)).toBeLessThan(widthOf('€ 888', 10) - 1);
    // Most digits keep about their own width (607.5 units, the median); the round '0' (684) is centred on it, its ink
    // (588) inside, and the '1' (312) too: set on the widest, every price spaced loose.
    expect(widthOf('8', 10, true)).toBeCloseTo(widthOf('8', 10), 1);
    expect(widthOf('0', 10, true)).toBeCloseTo(widthOf('8', 10, true), 9);
    expect(widthOf('0', 10, true)).toBeLessThan(widthOf('0', 10));
  });

  it('leaves a face with its own tabular figures as it draws them', async () => {
    const { widthOf } = await chain('Inter');
    expect(widthOf('€ 111', 10, true)).toBeCloseTo(widthOf('€ 888', 10, true), 9);
    expect(widthOf('1', 10, true)).toBeCloseTo(widthOf('0', 10, true), 9);
  });

  it.each([
    [6, 'portrait'],
    [9, 'landscape'],
  ] as const)('Minimale %i %s: prices of as many digits are as wide', async (imagesPerPage, orientation) => {
    const pages = await laidOutReviewSet('minimal', imagesPerPage, orientation);
    const prices = pages.flatMap((page) => page.photos.flatMap((photo) => photo.caption.filter((line) => line.role === 'caption-price').map((line) => ({ line, photo }))));
    const byDigits = new Map<string, number[]>();
    for (const { line } of prices) {
      expect(line.figures).toBe(true);
      const key = `${line.size}|${line.text.replace(/\d/g, '0')}`;
      byDigits.set(key, [...(byDigits.get(key) ?? []), line.width]);
    }
    const groups = [...byDigits.values()].filter((widths) => widths.length > 1);
    expect(groups.length).toBeGreaterThan(0);
    for (const widths of groups) expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(0.001);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/index.js';
import { effectivePpi, lowResolutionPpi } from './effective-ppi.js';
import { fitPixelSize, prepareTargetFor } from './prepare-target.js';

const fourPortrait = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 4 });
const ninePortrait = prepareTargetFor({ orientation: 'portrait', imagesPerPage: 9 });

describe('effective ppi (issue 11.6)', () => {
  it('is the pixels over the printed inches, whichever side limits the fit', () => {
    const { boxWidthPt, boxHeightPt } = fourPortrait;
    expect(effectivePpi(boxWidthPt, boxHeightPt, fourPortrait)).toBeCloseTo(72);
    expect(effectivePpi(boxWidthPt * 4, boxHeightPt, fourPortrait)).toBeCloseTo(288); // wide: width limits
    expect(effectivePpi(boxWidthPt, boxHeightPt * 4, fourPortrait)).toBeCloseTo(288); // tall: height limits
  });

  it('flags a 40x40 photo at about 12 ppi at 4 per page and sharper at 9 per page, and a 1x1 image', () => {
    expect(lowResolutionPpi(40, 40, fourPortrait)).toBe(Math.floor(effectivePpi(40, 40, fourPortrait)));
    expect(lowResolutionPpi(40, 40, fourPortrait)).toBeLessThan(20);
    expect(lowResolutionPpi(40, 40, ninePortrait)).toBeGreaterThan(lowResolutionPpi(40, 40, fourPortrait) ?? 0);
    expect(lowResolutionPpi(1, 1, fourPortrait)).toBe(0);
  });

  it('leaves a camera photo alone, and flags the same photo once the cells grow past its pixels', () => {
    expect(lowResolutionPpi(4000, 3000, fourPortrait)).toBeUndefined();
    expect(lowResolutionPpi(400, 300, ninePortrait)).toBeUndefined();
    expect(lowResolutionPpi(400, 300, fourPortrait)).toBe(118);
  });

  it('does not flag a photo scaled down to the Web quality\'s 150 ppi, which rounding leaves a pixel short (issue 27.8)', () => {
    for (const imagesPerPage of [4, 6, 9] as const) {
      const web = prepareTargetFor({ orientation: 'portrait', imagesPerPage }, LIMITS.webPpi);
      const prepared = fitPixelSize(4000, 3000, web);
      expect(effectivePpi(prepared.width, prepared.height, web)).toBeLessThan(150);
      expect(lowResolutionPpi(prepared.width, prepared.height, web)).toBeUndefined();
      // Two pixels short is a real shortfall, however small, and still told.
      expect(lowResolutionPpi(prepared.width - 2, prepared.height - 2, web)).toBeGreaterThanOrEqual(147);
    }
  });

  it('warns against the quality\'s ceiling when it is lower than 150 ppi', () => {
    const lowCeiling = { ...fourPortrait, maxPpi: 100 };
    const atHundred = fitPixelSize(4000, 3000, lowCeiling);
    expect(lowResolutionPpi(atHundred.width, atHundred.height, lowCeiling)).toBeUndefined();
    expect(lowResolutionPpi(atHundred.width, atHundred.height, fourPortrait)).toBeLessThan(100);
  });
});

import { describe, expect, it } from 'vitest';
import { FOOT_BAND_MM, fullPageFrame } from './full-page-frame.js';
import { mmToPoints, pageSize } from './geometry.js';

const [portrait, landscape] = [pageSize('portrait'), pageSize('landscape')];

describe("a 'Pagina intera' photo's frame", () => {
  it('covers the page where covering keeps most of the photo, a portrait page less its white foot (decision 1071)', () => {
    expect(fullPageFrame({ width: 2000, height: 3000 }, portrait)).toEqual({ x: 0, y: 0, width: portrait.width, height: portrait.height - mmToPoints(FOOT_BAND_MM) });
    expect(fullPageFrame({ width: 4000, height: 3000 }, landscape)).toEqual({ x: 0, y: 0, ...landscape });
  });

  it('keeps at least 88 % of a 2:3 photo’s height over a portrait page, and the whole page without a caption (decisions 1073, 1076)', () => {
    // The 42 mm foot of decision 1071 kept 81 %: the figure's shoes were cut. 1073's 13.5 mm kept 90 %, its line 5 mm off the trim; 16 mm keep 89 %.
    const frame = fullPageFrame({ width: 2000, height: 3000 }, portrait);
    const keptHeight = (frame.width * 1.5 > frame.height ? frame.height / (frame.width * 1.5) : 1);
    expect(keptHeight).toBeGreaterThanOrEqual(0.88);
    expect(fullPageFrame({ width: 2000, height: 3000 }, portrait, false)).toEqual({ x: 0, y: 0, ...portrait });
  });

  it("keeps a 2:3 figure whole on a landscape page: the page's height, the photo's shape, off the left edge", () => {
    const frame = fullPageFrame({ width: 1600, height: 2400 }, landscape);
    expect(frame).toMatchObject({ x: 0, y: 0, height: landscape.height });
    expect(frame.width / frame.height).toBeCloseTo(2 / 3, 6);
  });

  it("keeps a 3:2 photo whole on a portrait page: the page's width, off the top", () => {
    const frame = fullPageFrame({ width: 2400, height: 1600 }, portrait);
    expect(frame).toMatchObject({ x: 0, y: 0, width: portrait.width });
    expect(frame.width / frame.height).toBeCloseTo(3 / 2, 6);
  });
});

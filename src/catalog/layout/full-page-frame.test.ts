import { describe, expect, it } from 'vitest';
import { FOOT_BAND_MM, fullPageFrame, PLATE_MARGIN_MM } from './full-page-frame.js';
import { mmToPoints, pageSize } from './geometry.js';

const [portrait, landscape] = [pageSize('portrait'), pageSize('landscape')];

describe("a 'Pagina intera' photo's frame", () => {
  it('covers the page where covering loses only the sides, a portrait page less its white foot (decision 1071)', () => {
    expect(fullPageFrame({ width: 4000, height: 5000 }, portrait)).toEqual({ x: 0, y: 0, width: portrait.width, height: portrait.height - mmToPoints(FOOT_BAND_MM) });
    expect(fullPageFrame({ width: 4000, height: 3000 }, landscape)).toEqual({ x: 0, y: 0, ...landscape });
  });

  it('prints a 2:3 photo whole on a portrait plate: as much white above as beside, its foot on the caption band (decision 1093)', () => {
    // Covering the page over its foot kept 89 % of its height: the crown and the shoes on the band (the sixth review's finding 6).
    const frame = fullPageFrame({ width: 2000, height: 3000 }, portrait);
    expect(frame.width / frame.height).toBeCloseTo(2 / 3, 6);
    expect(frame.x).toBeCloseTo(mmToPoints(PLATE_MARGIN_MM), 6);
    expect(frame.y).toBeCloseTo(mmToPoints(PLATE_MARGIN_MM), 6);
    expect(portrait.width - frame.x - frame.width).toBeCloseTo(frame.x, 6);
    expect(frame.y + frame.height).toBeCloseTo(portrait.height - mmToPoints(FOOT_BAND_MM), 6);
    // A narrower photo centred across, standing on the same foot.
    const slim = fullPageFrame({ width: 1000, height: 2000 }, portrait);
    expect(slim.x + slim.width / 2).toBeCloseTo(portrait.width / 2, 6);
    expect(slim.y + slim.height).toBeCloseTo(portrait.height - mmToPoints(FOOT_BAND_MM), 6);
  });

  it("keeps Galleria's one photo per page full bleed, and the whole page for a photo without a caption (decisions 1073, 1076)", () => {
    const frame = fullPageFrame({ width: 2000, height: 3000 }, portrait, { captioned: true, plate: false });
    expect(frame).toEqual({ x: 0, y: 0, width: portrait.width, height: portrait.height - mmToPoints(FOOT_BAND_MM) });
    expect(fullPageFrame({ width: 2000, height: 3000 }, portrait, { captioned: false, plate: true })).toEqual({ x: 0, y: 0, ...portrait });
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

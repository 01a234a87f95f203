import { describe, expect, it } from 'vitest';
import { FOOT_BAND_MM, fullPageFrame, PLATE_CAPTION_ROOM } from './full-page-frame.js';
import { mmToPoints, pageSize } from './geometry.js';

const [portrait, landscape] = [pageSize('portrait'), pageSize('landscape')];
/** Live areas as the grid pages' block leaves them: inside the margins, under a running head, over a footer. */
const portraitPlate = { x: 40, y: 60, width: 515, height: 680 };
const landscapePlate = { x: 32, y: 40, width: 778, height: 510 };
const bottom = (rect: { y: number; height: number }) => rect.y + rect.height;

describe("a 'Pagina intera' photo's frame", () => {
  it('covers its plate where covering loses only the sides, a portrait plate less its caption’s line (decision 1099)', () => {
    expect(fullPageFrame({ width: 4000, height: 5000 }, portrait, { captioned: true, plate: portraitPlate })).toEqual({ ...portraitPlate, height: portraitPlate.height - PLATE_CAPTION_ROOM });
    expect(fullPageFrame({ width: 4000, height: 3000 }, landscape, { captioned: true, plate: landscapePlate })).toEqual(landscapePlate);
  });

  it('prints a 2:3 photo whole on a portrait plate, centred across, standing over its caption’s line (decisions 1093, 1099)', () => {
    const frame = fullPageFrame({ width: 2000, height: 3000 }, portrait, { captioned: true, plate: portraitPlate });
    expect(frame.width / frame.height).toBeCloseTo(2 / 3, 6);
    expect(frame.y).toBeCloseTo(portraitPlate.y, 6);
    expect(frame.x + frame.width / 2).toBeCloseTo(portraitPlate.x + portraitPlate.width / 2, 6);
    expect(bottom(frame)).toBeCloseTo(bottom(portraitPlate) - PLATE_CAPTION_ROOM, 6);
    // Without a caption, the whole plate.
    expect(bottom(fullPageFrame({ width: 2000, height: 3000 }, portrait, { captioned: false, plate: portraitPlate }))).toBeCloseTo(bottom(portraitPlate), 6);
  });

  it("keeps Galleria's one photo per page full bleed, less a captioned portrait page's white foot (decisions 1073, 1076)", () => {
    expect(fullPageFrame({ width: 4000, height: 5000 }, portrait, { captioned: true })).toEqual({ x: 0, y: 0, width: portrait.width, height: portrait.height - mmToPoints(FOOT_BAND_MM) });
    expect(fullPageFrame({ width: 4000, height: 5000 }, portrait, { captioned: false })).toEqual({ x: 0, y: 0, ...portrait });
    expect(fullPageFrame({ width: 1600, height: 2400 }, landscape, { captioned: true })).toMatchObject({ x: 0, y: 0, height: landscape.height });
  });

  it('keeps a 2:3 figure whole on a landscape plate: its height, the photo’s shape, on its left edge, inside the margins (decision 1099)', () => {
    const frame = fullPageFrame({ width: 1600, height: 2400 }, landscape, { captioned: true, plate: landscapePlate });
    expect(frame).toMatchObject({ x: landscapePlate.x, y: landscapePlate.y, height: landscapePlate.height });
    expect(frame.width / frame.height).toBeCloseTo(2 / 3, 6);
  });

  it('keeps a 3:2 photo whole on a portrait plate: its width, standing over its caption’s line', () => {
    const frame = fullPageFrame({ width: 2400, height: 1600 }, portrait, { captioned: true, plate: portraitPlate });
    expect(frame).toMatchObject({ x: portraitPlate.x, width: portraitPlate.width });
    expect(frame.width / frame.height).toBeCloseTo(3 / 2, 6);
    expect(bottom(frame)).toBeCloseTo(bottom(portraitPlate) - PLATE_CAPTION_ROOM, 6);
  });
});

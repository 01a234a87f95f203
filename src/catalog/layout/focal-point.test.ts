import { describe, expect, it } from 'vitest';
import { effectivePpi } from './effective-ppi.js';
import { CUT_ABOVE, FLOOR_KEPT, fillBox, focusAfterMove, visibleFocus } from './focal-point.js';
import { layoutPages } from './pages.js';
import { fitPixelSize, prepareTargetFor } from './prepare-target.js';

const box = { x: 100, y: 50, width: 200, height: 300 };

describe('photos cropped to fill their cells (issue 26.1)', () => {
  it('covers the box, aspect kept, and centres the focal point while the edges allow', () => {
    const image = fillBox({ width: 4000, height: 3000 }, box, [0.5, 0.5]);
    expect(image.height).toBeCloseTo(300);
    expect(image.width).toBeCloseTo(400);
    expect(image.x).toBeCloseTo(0); // 200 of 400 points hidden, half each side
    expect(visibleFocus(box, image)).toEqual([0.5, 0.5]);
    const right = fillBox({ width: 4000, height: 3000 }, box, [0.6, 0.5]);
    expect(visibleFocus(box, right)[0]).toBeCloseTo(0.6);
  });

  it('stops at the photo edge: a focal point near the border shows the border, never white', () => {
    const image = fillBox({ width: 4000, height: 3000 }, box, [0.95, 0.1]);
    expect(image.x + image.width).toBeCloseTo(box.x + box.width);
    expect(image.y).toBeCloseTo(box.y); // no room vertically: the height is the box's
  });

  it('without a focal point, cuts a portrait photo from the top first and keeps 97 % of its height from the top (decision 1103)', () => {
    // A 2:3 figure in a 3:4 frame: 25 of 225 points cut. Two fifths off the top (decision 1077) took 15 off the
    // foot, the visible part ending at 93.3 % of the height: the floor line and the soles.
    const cut = (frame: { x: number; y: number; width: number; height: number }) => {
      const image = fillBox({ width: 2000, height: 3000 }, frame);
      return { top: (frame.y - image.y) / image.height, foot: (image.y + image.height - (frame.y + frame.height)) / image.height };
    };
    // 3 % off the top (a 0.687 frame): all of it headroom.
    expect(cut({ x: 0, y: 0, width: 150, height: 150 / ((2 / 3) / FLOOR_KEPT) }).foot).toBeCloseTo(0, 9);
    // 11.1 % (a 3:4 frame): HEADROOM off the top, then the foot down to FLOOR_KEPT, the rest off the top.
    const threeFour = cut({ x: 0, y: 0, width: 150, height: 200 });
    expect(threeFour.foot).toBeCloseTo(1 - FLOOR_KEPT, 9);
    expect(threeFour.top).toBeCloseTo(1 / 9 - (1 - FLOOR_KEPT), 9);
    // 5 %: within the headroom, nothing off the foot.
    expect(cut({ x: 0, y: 0, width: 150, height: 0.95 * 225 }).foot).toBeCloseTo(0, 9);
  });

  it('without a focal point, takes two fifths of a wide photo\'s cut height off its top and centres a cut width', () => {
    const frame = { x: 0, y: 0, width: 300, height: 150 };
    const image = fillBox({ width: 3000, height: 2000 }, frame);
    expect(frame.y - image.y).toBeCloseTo(CUT_ABOVE * (image.height - frame.height));
    // A crop that cuts the width only draws the photo top to bottom, centred across.
    const tall = { x: 0, y: 0, width: 150, height: 187.5 };
    const across = fillBox({ width: 3000, height: 2000 }, tall);
    expect(across.y).toBeCloseTo(0);
    expect(visibleFocus(tall, across)[0]).toBeCloseTo(0.5);
  });

  it('a drag moves the photo and the focal point the other way, and stops at the edges', () => {
    const image = fillBox({ width: 4000, height: 3000 }, box);
    const [x] = focusAfterMove(box, image, 50, 0); // photo moved right: more of its left shows
    expect(x).toBeCloseTo(0.375);
    expect(focusAfterMove(box, image, 500, 0)[0]).toBeCloseTo(0.25); // the left edge reached
    expect(focusAfterMove(box, image, -500, 0)[0]).toBeCloseTo(0.75);
  });

  it('lays every cell of a page out alike, mixed portrait and landscape photos filling equal frames', () => {
    const photos = [
      { width: 3000, height: 4000 },
      { width: 3000, height: 4000, focus: [0.5, 0.2] as [number, number] },
      { width: 1000, height: 1000 },
    ];
    const [page] = layoutPages(photos, { orientation: 'landscape', imagesPerPage: 6, fill: true });
    const frames = page?.placements.map((placement) => placement.frame) ?? [];
    expect(new Set(frames.map((frame) => `${frame.width.toFixed(3)}x${frame.height.toFixed(3)}`)).size).toBe(1);
    expect(new Set(frames.map((frame) => frame.y.toFixed(3))).size).toBe(1);
    for (const placement of page?.placements ?? []) {
      expect(placement.frame).toEqual(placement.box);
      expect(placement.image).toBeDefined();
    }
    const [first, second] = page?.placements ?? [];
    if (!first?.image || !second?.image) throw new Error('no cropped photos');
    // The same portrait shape, its focal point high: drawn lower, so its top shows.
    expect(second.image.y - second.frame.y).toBeGreaterThan(first.image.y - first.frame.y);
    expect(visibleFocus(second.frame, second.image)[1]).toBeLessThan(0.5);
  });

  it('prepares and judges a cropped photo by the side that spans its cell, so its ppi is never overstated', () => {
    const fit = prepareTargetFor({ orientation: 'landscape', imagesPerPage: 6 });
    const fill = prepareTargetFor({ orientation: 'landscape', imagesPerPage: 6, photoFit: 'fill' });
    expect(fill.fill).toBe(true);
    // A portrait photo in a landscape box: cropping scales it up, so its ppi falls.
    expect(effectivePpi(1500, 2000, fill)).toBeLessThan(effectivePpi(1500, 2000, fit));
    const size = fitPixelSize(6000, 8000, fill);
    // Prepared at the ceiling where it prints: its width spans the box at 300 ppi.
    expect(effectivePpi(size.width, size.height, fill)).toBeGreaterThan(299);
    expect(effectivePpi(size.width, size.height, fill)).toBeLessThanOrEqual(300.5);
    expect(size.width).toBeGreaterThan(fitPixelSize(6000, 8000, fit).width);
  });
});

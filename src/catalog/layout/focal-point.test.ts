import { describe, expect, it } from 'vitest';
import { effectivePpi } from './effective-ppi.js';
import { fillBox, focusAfterMove, visibleFocus } from './focal-point.js';
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

  it('without a focal point, takes two fifths of a cut height off the top, the rest off the foot (decision 1077)', () => {
    // A 2:3 figure in a 4:5 frame: 37.5 of 225 points cut, 15 off the top and 22.5 off the foot.
    const frame = { x: 0, y: 0, width: 150, height: 187.5 };
    const image = fillBox({ width: 2000, height: 3000 }, frame);
    const top = frame.y - image.y;
    const foot = image.y + image.height - (frame.y + frame.height);
    expect(top).toBeCloseTo(15);
    expect(foot).toBeCloseTo(22.5);
    expect(visibleFocus(frame, image)[0]).toBeCloseTo(0.5);
    // A crop that cuts the width only draws the photo top to bottom.
    expect(fillBox({ width: 3000, height: 2000 }, frame).y).toBeCloseTo(0);
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

import { describe, expect, it } from 'vitest';
import { rowsInOrder } from './ordered-rows.js';

/** Photo `index` in a box at `x` of `width`, row `row` of a 200 pt grid row, its caption band 30 pt under it. */
function placed(index: number, x: number, width: number, row: number) {
  const rect = { x, y: 70 + 260 * row, width, height: 200 };
  return { index, cell: rect, box: rect, frame: rect, image: rect, captionBand: { x, y: rect.y + 200, width, height: 30 } };
}

const [PORTRAIT_45, WIDE_32, PORTRAIT_23] = [{ width: 4, height: 5 }, { width: 3, height: 2 }, { width: 2, height: 3 }];
// A closing page as 1103 lays it: a plain photo beside a wide one in each row (10 12 / 11 13), 500 pt across with a 20 pt gutter.
const page = [placed(10, 0, 160, 0), placed(12, 180, 320, 0), placed(11, 0, 160, 1), placed(13, 180, 320, 1)];
const places = [0, 0, 1, 1].map((row, slot) => ({ row, columns: slot % 2 === 1 ? 2 : 1, rows: 1 }));
const measure = { top: 70, gap: 20, floor: 800 };

describe('rowsInOrder (decision 1120)', () => {
  it('sets the photos in rows of their order, each row across the block at one height, the next at the gap under the captions', () => {
    const rows = rowsInOrder(page, places, [PORTRAIT_45, WIDE_32, PORTRAIT_45, WIDE_32], measure) ?? [];
    const byTop = [...rows].sort((a, b) => a.frame.y - b.frame.y || a.frame.x - b.frame.x);
    expect(byTop.map((placement) => placement.index)).toEqual([10, 11, 12, 13]);
    expect(byTop.map((placement) => placement.frame.width)).toEqual([240, 240, 240, 240]);
    expect(byTop[0]?.frame).toEqual({ x: 0, y: 70, width: 240, height: 300 });
    // Row 2 at the gap under row 1's caption band (70 + 300 + 30 + 20), 3:2 frames.
    expect(byTop[3]?.frame).toEqual({ x: 260, y: 420, width: 240, height: 160 });
    expect(byTop[3]?.captionBand).toEqual({ x: 260, y: 580, width: 240, height: 30 });
  });

  it('justifies a row of mixed shapes in order: three 3:2 and a 4:5, a 2:3 among 3:2s', () => {
    for (const shapes of [[WIDE_32, WIDE_32, WIDE_32, PORTRAIT_45], [PORTRAIT_23, WIDE_32, WIDE_32, WIDE_32]]) {
      const rows = rowsInOrder(page, places, shapes, measure) ?? [];
      const byIndex = [...rows].sort((a, b) => a.index - b.index);
      for (const pair of [byIndex.slice(0, 2), byIndex.slice(2)]) {
        expect(pair[0]?.frame.x).toBe(0);
        expect((pair[1]?.frame.x ?? 0) + (pair[1]?.frame.width ?? 0)).toBeCloseTo(500, 6);
        expect(pair[0]?.frame.height).toBeCloseTo(pair[1]?.frame.height ?? 0, 6);
      }
    }
  });

  it('keeps the page where rows would be 2 + 1, a block spans two rows, or the rows would pass the floor', () => {
    expect(rowsInOrder(page.slice(0, 3), places.slice(0, 3), [PORTRAIT_45, WIDE_32, PORTRAIT_45], measure)).toBeUndefined();
    expect(rowsInOrder(page, places.map((at, slot) => (slot === 0 ? { ...at, rows: 2 } : at)), [PORTRAIT_45, WIDE_32, PORTRAIT_45, WIDE_32], measure)).toBeUndefined();
    expect(rowsInOrder(page, places, [PORTRAIT_45, WIDE_32, PORTRAIT_45, WIDE_32], { ...measure, floor: 600 })).toBeUndefined();
  });
});

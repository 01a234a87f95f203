import { describe, expect, it } from 'vitest';
import { onRowLines } from './row-lines.js';

/** A placement of a row: frame `height` tall at `y`, its caption band 30 pt under it. */
function placed(y: number, height: number) {
  const rect = { x: 0, y, width: 100, height };
  return { cell: rect, box: rect, frame: rect, image: rect, captionBand: { x: 0, y: y + height, width: 100, height: 30 } };
}

describe('onRowLines (decision 1115)', () => {
  const short = [placed(70, 200), placed(70, 200), placed(310, 200), placed(310, 200)];
  const rows = [0, 0, 1, 1];

  it('moves each row down to its line, with its image and caption band', () => {
    const moved = onRowLines(short, rows, [70, 400], 800);
    expect(moved.map((placement) => placement.frame.y)).toEqual([70, 70, 400, 400]);
    expect(moved[3]?.image?.y).toBe(400);
    expect(moved[3]?.captionBand?.y).toBe(600);
  });

  it('keeps the rows where the last caption would pass the floor, or a row would move up', () => {
    expect(onRowLines(short, rows, [70, 400], 620)).toEqual(short);
    expect(onRowLines(short, rows, [70, 300], 800)).toEqual(short);
  });

  it('keeps the rows where a row would overlap the one above', () => {
    const tall = [placed(70, 300), placed(320, 100)];
    expect(onRowLines(tall, [0, 1], [70, 330], 800)).toEqual(tall);
  });
});

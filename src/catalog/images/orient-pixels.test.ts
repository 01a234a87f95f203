import { describe, expect, it } from 'vitest';
import { orientRgba } from './orient-pixels.js';

/** A 3 x 2 image whose pixels are numbered 1-6 in their red channel, rows top to bottom. */
const stored = { data: new Uint8ClampedArray([1, 2, 3, 4, 5, 6].flatMap((n) => [n, 0, 0, 255])), width: 3, height: 2 };
const reds = (image: { data: Uint8ClampedArray }) => [...image.data].filter((_, index) => index % 4 === 0);

describe('orientRgba: pixels upright by their EXIF orientation', () => {
  it('mirrors and turns as TIFF 6.0 describes each orientation, swapping the sides for 5-8', () => {
    const upright = (orientation: number) => {
      const image = orientRgba(stored, orientation);
      return { size: [image.width, image.height], reds: reds(image) };
    };
    expect(upright(1)).toEqual({ size: [3, 2], reds: [1, 2, 3, 4, 5, 6] });
    expect(upright(2)).toEqual({ size: [3, 2], reds: [3, 2, 1, 6, 5, 4] });
    expect(upright(3)).toEqual({ size: [3, 2], reds: [6, 5, 4, 3, 2, 1] });
    expect(upright(4)).toEqual({ size: [3, 2], reds: [4, 5, 6, 1, 2, 3] });
    expect(upright(5)).toEqual({ size: [2, 3], reds: [1, 4, 2, 5, 3, 6] });
    expect(upright(6)).toEqual({ size: [2, 3], reds: [4, 1, 5, 2, 6, 3] });
    expect(upright(7)).toEqual({ size: [2, 3], reds: [6, 3, 5, 2, 4, 1] });
    expect(upright(8)).toEqual({ size: [2, 3], reds: [3, 6, 2, 5, 1, 4] });
  });
});

import { describe, expect, it } from 'vitest';
import { centreColour } from './centre-colour.js';

/** A `width`x`height` RGBA image: `centre` in its middle third each way, white around it. */
function framed(width: number, height: number, centre: [number, number, number]): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).fill(255);
  for (let y = Math.floor(height / 3); y < Math.ceil((height * 2) / 3); y++) {
    for (let x = Math.floor(width / 3); x < Math.ceil((width * 2) / 3); x++) pixels.set([...centre, 255], (y * width + x) * 4);
  }
  return pixels;
}

describe('centreColour', () => {
  it('reads the middle third each way, not the white studio background around it', () => {
    expect(centreColour(framed(90, 120, [193, 154, 107]), 90, 120, 4)).toBe('#c19a6b');
  });

  it('mixes in linear light: half black and half white is #bcbcbc, not the encoded mean #808080', () => {
    const pixels = new Uint8Array(2 * 1 * 3);
    pixels.set([255, 255, 255], 3);
    expect(centreColour(pixels, 2, 1, 3)).toBe('#bcbcbc');
  });
});

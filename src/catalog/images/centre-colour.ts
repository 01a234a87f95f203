/**
 * The mean colour of a photo's centre (issue 24.2): the swatch of a colourway whose product file
 * gives no hex colour. The centre is the middle third each way, where a product photo shows the
 * product rather than its background; the mean is taken in linear light, as the eye mixes colours,
 * not in sRGB's encoded values (which would darken every mix).
 */

const toLinear = Array.from({ length: 256 }, (_, value) => {
  const v = value / 255;
  return v <= 0.040_45 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

function toEncoded(linear: number): number {
  const v = linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** `pixels`: 8-bit sRGB rows of `width` pixels of `channels` values each (RGB or RGBA; alpha is ignored). */
export function centreColour(pixels: ArrayLike<number>, width: number, height: number, channels: number): string {
  const left = Math.floor(width / 3);
  const right = Math.max(left + 1, Math.ceil((width * 2) / 3));
  const top = Math.floor(height / 3);
  const bottom = Math.max(top + 1, Math.ceil((height * 2) / 3));
  const sums = [0, 0, 0];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * width + x) * channels;
      for (let channel = 0; channel < 3; channel++) sums[channel] = (sums[channel] ?? 0) + (toLinear[pixels[at + channel] ?? 0] ?? 0);
    }
  }
  const count = (right - left) * (bottom - top);
  return `#${sums.map((sum) => hex(toEncoded(sum / count))).join('')}`;
}

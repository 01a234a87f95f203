/**
 * A grey photo drawn as its own numbers, turned into sRGB by the colour engine (docs/decisions/0955):
 * the surface's pixels are read, each grey converted through the photo's profile by Little CMS,
 * and written back, so a gamma 1.8 or linear grey prints alike in every browser.
 */
import { loadColourEngine } from './colour-engine-loader.js';
import type { Surface } from './surfaces.js';

export async function greyToSrgb(surface: Surface, profile: Uint8Array): Promise<void> {
  const { width, height } = surface.canvas;
  const image = surface.context.getImageData(0, 0, width, height);
  const pixels = image.data;
  // A grey drawn on the canvas has its number in each of R, G and B.
  const grey = new Uint8Array(width * height);
  for (let index = 0; index < grey.length; index++) grey[index] = pixels[index * 4] ?? 0;
  const rgb = (await loadColourEngine()).toSrgb(profile, grey, 'grey');
  // A profile lcms cannot use leaves the numbers as they are, as a reader would show them.
  if (!rgb) return;
  for (let index = 0; index < grey.length; index++) {
    pixels[index * 4] = rgb[index * 3] ?? 0;
    pixels[index * 4 + 1] = rgb[index * 3 + 1] ?? 0;
    pixels[index * 4 + 2] = rgb[index * 3 + 2] ?? 0;
  }
  surface.context.putImageData(image, 0, 0);
}

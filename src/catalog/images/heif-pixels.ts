/**
 * Decoding a HEIC photo to upright sRGB RGBA pixels with libheif compiled to WebAssembly (the npm
 * package libheif-js). libheif applies the file's 'irot' and 'imir' boxes and, as the HEIF standard
 * says, not its EXIF orientation (docs/decisions/0650). It hands over the numbers as they are coded,
 * with no colour management: a Display P3 or BT.2020 photo is then converted by the colour engine
 * (docs/decisions/0955). Universal: the browser worker and the command line each load both modules
 * their own way and hand them in.
 */
import type { Libheif } from 'libheif-js/libheif-wasm/libheif.js';
import type { LoadColourEngine } from './colour/colour-rule.js';
import { nclxProfile } from './colour/nclx.js';
import type { HeifColour } from './heif-colour.js';
import { readHeifHeader } from './heif-header.js';

export type { Libheif };

/** RGBA pixels, four bytes per pixel, rows top to bottom: the shape of an ImageData. */
export interface RgbaPixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The profile the numbers are in; undefined for sRGB (no 'colr', or an nclx that says sRGB). */
function profileOf(colour: HeifColour | undefined): Uint8Array | undefined {
  if (!colour) return undefined;
  return 'icc' in colour ? colour.icc : nclxProfile(colour.nclx);
}

/** The primary image of the file, upright and in sRGB; undefined when libheif or lcms cannot read it. */
export async function decodeHeifPixels(libheif: Libheif, bytes: Uint8Array, loadColourEngine: LoadColourEngine): Promise<RgbaPixels | undefined> {
  const pixels = await decodePrimary(libheif, bytes);
  const profile = profileOf(readHeifHeader(bytes)?.colour);
  if (!pixels || !profile) return pixels;
  const srgb = (await loadColourEngine()).toSrgb(profile, pixels.data, 'rgba');
  // A profile lcms cannot use (broken, or not RGB) is ignored, as browsers ignore it.
  return srgb ? { data: new Uint8ClampedArray(srgb.buffer), width: pixels.width, height: pixels.height } : pixels;
}

async function decodePrimary(libheif: Libheif, bytes: Uint8Array): Promise<RgbaPixels | undefined> {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) return undefined;
    const width = image.get_width();
    const height = image.get_height();
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    return (await new Promise<RgbaPixels | null>((resolve) => image.display(target, resolve))) ?? undefined;
  } finally {
    for (const image of images) image.free();
    // The decoder keeps the parsed file in the WebAssembly heap until its context is freed.
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

/**
 * Decoding a HEIC photo to upright RGBA pixels with libheif compiled to WebAssembly (the npm
 * package libheif-js). libheif applies the file's 'irot' and 'imir' boxes and, as the HEIF standard
 * says, not its EXIF orientation (docs/decisions/0650). Universal: the browser worker and the
 * command line each load the module their own way and hand it in.
 */
import type { Libheif } from 'libheif-js/libheif-wasm/libheif.js';

export type { Libheif };

/** RGBA pixels, four bytes per pixel, rows top to bottom: the shape of an ImageData. */
export interface RgbaPixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The primary image of the file, upright; undefined when libheif cannot read it. */
export async function decodeHeifPixels(libheif: Libheif, bytes: Uint8Array): Promise<RgbaPixels | undefined> {
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

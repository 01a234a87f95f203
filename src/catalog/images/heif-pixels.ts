/**
 * Decoding a HEIC photo to upright sRGB RGBA pixels with libheif compiled to WebAssembly (the npm
 * package libheif-js). libheif applies the file's 'irot' and 'imir' boxes and, as the HEIF standard
 * says, not its EXIF orientation (docs/decisions/0650). It hands over the numbers as they are coded,
 * with no colour management: a Display P3 or BT.2020 photo is then converted by the colour engine
 * (docs/decisions/0955). Universal: the browser worker and the command line each load both modules
 * their own way and hand them in.
 */
import type { Libheif } from 'libheif-js/libheif-wasm/libheif.js';
import { LIMITS } from '../../shared/limits.js';
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

/** Whether a libheif call failed: its status carries an error code other than heif_error_Ok. */
const failed = (libheif: Libheif, result: { code?: unknown } | undefined | null) => !result || (result.code !== undefined && result.code !== libheif.heif_error_Ok);

/**
 * Decodes the primary image through libheif's own calls rather than libheif-js's HeifDecoder, which
 * prints its failures in English on the console (the command line's output) and gives no say over
 * libheif's limits. libheif's maximum image size is set to our pixel limit as a second guard behind
 * the header's check (heif-header.ts): no image larger is ever allocated.
 */
async function decodePrimary(libheif: Libheif, bytes: Uint8Array): Promise<RgbaPixels | undefined> {
  const context = libheif.heif_context_alloc();
  if (!context) return undefined;
  const handles: unknown[] = [];
  try {
    libheif._heif_context_set_maximum_image_size_limit(context, Math.floor(Math.sqrt(LIMITS.imagePixelsMax)));
    if (failed(libheif, libheif.heif_context_read_from_memory(context, bytes))) return undefined;
    const ids = libheif.heif_js_context_get_list_of_top_level_image_IDs(context);
    if (!Array.isArray(ids)) return undefined;
    // The first image, unless one is marked primary (then that one): as libheif-js's HeifDecoder picks.
    for (const id of ids) {
      const handle = libheif.heif_js_context_get_image_handle(context, id);
      if (failed(libheif, handle as { code?: unknown })) continue;
      handles.push(handle);
      if (libheif.heif_image_handle_is_primary_image(handle)) return await decodeRgba(libheif, handle);
    }
    return handles[0] === undefined ? undefined : await decodeRgba(libheif, handles[0]);
  } finally {
    for (const handle of handles) libheif.heif_image_handle_release(handle);
    // The context keeps the parsed file in the WebAssembly heap until it is freed.
    libheif.heif_context_free(context);
  }
}

async function decodeRgba(libheif: Libheif, handle: unknown): Promise<RgbaPixels | undefined> {
  const decoded = await libheif.heif_js_decode_image2(handle, libheif.heif_colorspace.heif_colorspace_RGB, libheif.heif_chroma.heif_chroma_interleaved_RGBA);
  if (failed(libheif, decoded) || !decoded.channels) return undefined;
  try {
    const plane = decoded.channels.find((channel) => channel.id === libheif.heif_channel.heif_channel_interleaved);
    if (!plane) return undefined;
    const { width, height, stride } = plane;
    const data = new Uint8ClampedArray(width * height * 4);
    if (stride === width * 4) data.set(plane.data.subarray(0, data.length));
    else for (let row = 0; row < height; row++) data.set(plane.data.subarray(row * stride, row * stride + width * 4), row * width * 4);
    return { data, width, height };
  } finally {
    libheif.heif_image_release(decoded.image);
  }
}

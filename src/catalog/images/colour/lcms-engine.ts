/**
 * The colour engine on Little CMS compiled to WebAssembly (lcms-wasm, docs/decisions/0955): turns
 * pixels described by an ICC profile into sRGB, relative colorimetric, and judges profiles by
 * converting with them. Universal: the command line and the browser's workers each load lcms their
 * own way and hand the instance in.
 */
import type { Lcms } from 'lcms-wasm';
import { INTENT_RELATIVE_COLORIMETRIC, TYPE_CMYK_8, TYPE_GRAY_8, TYPE_RGBA_8, TYPE_RGB_8, cmsFLAGS_COPY_ALPHA, cmsSigCmykData, cmsSigGrayData, cmsSigRgbData } from 'lcms-wasm';
import type { ColourEngine, PixelLayout } from './colour-rule.js';

const FORMATS = {
  grey: { input: TYPE_GRAY_8, output: TYPE_RGB_8, channels: 1, space: cmsSigGrayData, flags: 0 },
  rgb: { input: TYPE_RGB_8, output: TYPE_RGB_8, channels: 3, space: cmsSigRgbData, flags: 0 },
  rgba: { input: TYPE_RGBA_8, output: TYPE_RGBA_8, channels: 4, space: cmsSigRgbData, flags: cmsFLAGS_COPY_ALPHA },
  // Ink amounts, 0 for none and 255 for a solid: Adobe's inverted numbers are turned back by the decoder.
  cmyk: { input: TYPE_CMYK_8, output: TYPE_RGB_8, channels: 4, space: cmsSigCmykData, flags: 0 },
} as const;

/** Bytes per pixel each layout gives back: RGB, except RGBA for RGBA. */
const OUTPUT_CHANNELS = { grey: 3, rgb: 3, rgba: 4, cmyk: 3 } as const;

/** Pixels per call into the WebAssembly heap: a 12 MP photo never needs two copies of itself there. */
const CHUNK_PIXELS = 1 << 18;

/** Every grey, and levels in steps of 17 (0, 17 ... 255) whose 4096 mixes cover each curve and the matrix. */
const LEVELS = Array.from({ length: 16 }, (_, index) => index * 17);
const GREY_RAMP = Uint8Array.from({ length: 256 }, (_, index) => index);
const COLOUR_GRID = Uint8Array.from(LEVELS.flatMap((r) => LEVELS.flatMap((g) => LEVELS.flatMap((b) => [r, g, b]))));
const TOLERANCE = 1;

/**
 * `defaultCmykProfile`: what CMYK numbers without a profile (or with one lcms cannot use) are
 * taken to mean, the same bytes in every adapter (docs/decisions/0955).
 */
export function createColourEngine(lcms: Lcms, defaultCmykProfile: Uint8Array): ColourEngine {
  const srgb = lcms.cmsCreate_sRGBProfile();

  function open(profile: Uint8Array): number {
    // The C function with the bytes in the heap: lcms-wasm's own wrapper puts them on the 64 KB stack.
    const pointer = lcms._malloc(profile.byteLength);
    try {
      lcms.HEAPU8.set(profile, pointer);
      return lcms._cmsOpenProfileFromMem(pointer, profile.byteLength);
    } finally {
      lcms._free(pointer);
    }
  }

  function transformed(profile: Uint8Array, pixels: Uint8Array | Uint8ClampedArray, layout: PixelLayout): Uint8Array<ArrayBuffer> | undefined {
    const handle = open(profile);
    if (!handle) return undefined;
    const format = FORMATS[layout];
    try {
      if (lcms.cmsGetColorSpace(handle) !== format.space) return undefined;
      const transform = lcms.cmsCreateTransform(handle, format.input, srgb, format.output, INTENT_RELATIVE_COLORIMETRIC, format.flags);
      if (!transform) return undefined;
      try {
        const count = pixels.length / format.channels;
        const outChannels = OUTPUT_CHANNELS[layout];
        const result = new Uint8Array(count * outChannels);
        for (let first = 0; first < count; first += CHUNK_PIXELS) {
          const chunk = Math.min(CHUNK_PIXELS, count - first);
          const input = pixels.subarray(first * format.channels, (first + chunk) * format.channels);
          result.set(lcms.cmsDoTransform(transform, input, chunk), first * outChannels);
        }
        return result;
      } finally {
        lcms.cmsDeleteTransform(transform);
      }
    } finally {
      lcms.cmsCloseProfile(handle);
    }
  }

  // Most cameras and phones embed the same few profiles, one per photo: each is judged once. The
  // key is the profile's bytes, one character each (windows-1252 decodes every byte to its own).
  const judged = new Map<string, boolean>();
  const asKey = new TextDecoder('windows-1252');
  function keepsSrgbNumbers(profile: Uint8Array): boolean {
    const key = asKey.decode(profile);
    let keeps = judged.get(key);
    if (keeps === undefined) judged.set(key, (keeps = judge(profile)));
    return keeps;
  }

  function judge(profile: Uint8Array): boolean {
    const grey = transformed(profile, GREY_RAMP, 'grey');
    if (grey) return grey.every((value, index) => Math.abs(value - (GREY_RAMP[Math.floor(index / 3)] ?? 0)) <= TOLERANCE);
    const colours = transformed(profile, COLOUR_GRID, 'rgb');
    return colours !== undefined && colours.every((value, index) => Math.abs(value - (COLOUR_GRID[index] ?? 0)) <= TOLERANCE);
  }

  function cmykToSrgb(cmyk: Uint8Array | Uint8ClampedArray, profile: Uint8Array | undefined): Uint8Array<ArrayBuffer> {
    const converted = (profile && transformed(profile, cmyk, 'cmyk')) ?? transformed(defaultCmykProfile, cmyk, 'cmyk');
    if (!converted) throw new Error('the default CMYK profile could not be used');
    return converted;
  }

  return { keepsSrgbNumbers, toSrgb: transformed, cmykToSrgb };
}

/**
 * HEIC photos in the browser (docs/decisions/0650): libheif compiled to WebAssembly. This module is
 * imported only when the first HEIC photo arrives, so the app's bundle and its first screen never
 * carry it; each photo worker then fetches libheif.wasm (about 1.4 MB, cached by the browser) once.
 */
import createLibheif from 'libheif-js/libheif-wasm/libheif.js';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import { decodeHeifPixels, type Libheif } from '../../catalog/images/heif-pixels.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import { loadColourEngine } from './colour-engine-loader.js';
import { decodedBitmap, type DecodedPhoto } from './decode-photo.js';
import { noteHeapGrown } from './worker-heap.js';

/**
 * A WebAssembly heap grows to hold the largest photo decoded in it and never shrinks: after a photo
 * this large the instance is let go (its heap with it), the next HEIC photo starts a fresh one from
 * the .wasm bytes kept here, and a photo worker asks to be replaced (worker-heap.ts), so the memory
 * is returned at once rather than whenever the worker collects its garbage (issue 38.4, 0992).
 */
const LARGE_PHOTO_PIXELS = 24_000_000;

let wasmBytes: Promise<ArrayBuffer> | undefined;
let instance: Promise<Libheif> | undefined;

function loadLibheif(): Promise<Libheif> {
  wasmBytes ??= fetch(wasmUrl).then((response) => {
    if (!response.ok) throw new Error(`libheif.wasm: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  // libheif's C code writes nothing a user should read: its diagnostics stay out of the console.
  instance ??= wasmBytes.then((wasmBinary) => createLibheif({ wasmBinary, print: () => undefined, printErr: () => undefined }));
  // A failed download is tried again with the next HEIC photo rather than remembered.
  instance.catch(() => {
    wasmBytes = undefined;
    instance = undefined;
  });
  return instance;
}

/**
 * Decodes the primary image upright ('irot'/'imir' applied by libheif) and in sRGB (its 'colr',
 * 0955), scaled to `size` as the bitmap is made, so no second full-size copy is held.
 */
export async function decodeHeif(file: Blob, name: string, size: { width: number; height: number }): Promise<DecodedPhoto> {
  const [libheif, bytes] = await Promise.all([loadLibheif(), file.arrayBuffer()]);
  const pixels = await decodeHeifPixels(libheif, new Uint8Array(bytes), loadColourEngine).catch(() => undefined);
  if (!pixels) throw rejectUndecodable(name);
  if (pixels.width * pixels.height > LARGE_PHOTO_PIXELS) {
    instance = undefined;
    noteHeapGrown();
  }
  const image = new ImageData(pixels.data, pixels.width, pixels.height);
  return decodedBitmap(await createImageBitmap(image, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' }));
}

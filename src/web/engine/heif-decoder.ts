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

let loading: Promise<Libheif> | undefined;

function loadLibheif(): Promise<Libheif> {
  if (!loading) {
    loading = fetch(wasmUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`libheif.wasm: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((wasmBinary) => createLibheif({ wasmBinary }));
    // A failed download is tried again with the next HEIC photo rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Decodes the primary image upright ('irot'/'imir' applied by libheif) and in sRGB (its 'colr', 0955). */
export async function decodeHeif(file: Blob, name: string): Promise<DecodedPhoto> {
  const [libheif, bytes] = await Promise.all([loadLibheif(), file.arrayBuffer()]);
  const pixels = await decodeHeifPixels(libheif, new Uint8Array(bytes), loadColourEngine).catch(() => undefined);
  if (!pixels) throw rejectUndecodable(name);
  return decodedBitmap(await createImageBitmap(new ImageData(pixels.data, pixels.width, pixels.height)));
}

/**
 * HEIC photos on the command line (docs/decisions/0650): sharp's prebuilt libvips reads no HEVC, so
 * the command line decodes with the same libheif WebAssembly build as the browser, loaded on the
 * first HEIC photo (in Node it reads libheif.wasm from its package folder); a photo whose 'colr'
 * says other than sRGB is converted with the colour engine (docs/decisions/0955).
 */
import { decodeHeifPixels, type Libheif, type RgbaPixels } from '../catalog/images/heif-pixels.js';
import { loadColourEngineInNode } from './colour-engine.js';

let libheif: Promise<Libheif> | undefined;

export async function decodeHeifInNode(bytes: Uint8Array): Promise<RgbaPixels | undefined> {
  // libheif's C code writes nothing a user should read: its diagnostics stay off the terminal.
  libheif ??= import('libheif-js/libheif-wasm/libheif.js').then(({ default: createLibheif }) => createLibheif({ print: () => undefined, printErr: () => undefined }));
  return decodeHeifPixels(await libheif, bytes, loadColourEngineInNode);
}

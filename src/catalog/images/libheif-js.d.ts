/** libheif-js ships no types for its WebAssembly build: the factory, typed as this engine uses it. */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  import type { Libheif } from './heif-pixels.js';

  /** Without `wasmBinary` it reads libheif.wasm beside itself (Node); the browser passes the bytes. */
  const createLibheif: (options?: { wasmBinary?: ArrayBuffer | Uint8Array }) => Libheif;
  export default createLibheif;
}

/** libheif-js ships no types for its WebAssembly build: the factory, typed as this engine uses it. */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  interface Pixels {
    data: Uint8ClampedArray<ArrayBuffer>;
    width: number;
    height: number;
  }

  export interface HeifImage {
    /** Size once 'irot' and 'imir' are applied. */
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    /** Decodes into `target` (RGBA); calls back with it, or with null when decoding failed. */
    display(target: Pixels, done: (result: Pixels | null) => void): void;
    free(): void;
  }

  export interface Libheif {
    HeifDecoder: new () => { decoder: unknown; decode(bytes: Uint8Array): HeifImage[] };
    heif_context_free(context: unknown): void;
  }

  /** Without `wasmBinary` it reads libheif.wasm beside itself (Node); the browser passes the bytes. */
  const createLibheif: (options?: { wasmBinary?: ArrayBuffer | Uint8Array }) => Libheif;
  export default createLibheif;
}

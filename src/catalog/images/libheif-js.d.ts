/** libheif-js ships no types for its WebAssembly build: the factory and the calls this engine makes, typed as it uses them. */
declare module 'libheif-js/libheif-wasm/libheif.js' {
  type Context = number;
  type Handle = unknown;

  /** An embind enum value: compared by identity with the module's constants. */
  type EnumValue = object;

  interface Status {
    /** heif_error_Ok when the call went well. */
    code?: EnumValue;
    message?: string;
  }

  interface Plane {
    id: EnumValue;
    width: number;
    height: number;
    stride: number;
    data: Uint8Array;
  }

  interface DecodedImage extends Status {
    channels?: Plane[];
    image: unknown;
  }

  export interface Libheif {
    heif_context_alloc(): Context;
    heif_context_free(context: Context): void;
    /** libheif's ceiling for a decoded image: `maximumWidth` squared pixels. */
    _heif_context_set_maximum_image_size_limit(context: Context, maximumWidth: number): void;
    heif_context_read_from_memory(context: Context, bytes: Uint8Array): Status;
    heif_js_context_get_list_of_top_level_image_IDs(context: Context): number[] | Status;
    heif_js_context_get_image_handle(context: Context, id: number): Handle;
    heif_image_handle_is_primary_image(handle: Handle): number;
    heif_image_handle_release(handle: Handle): void;
    /** Decodes with the file's 'irot' and 'imir' applied. */
    heif_js_decode_image2(handle: Handle, colorspace: EnumValue, chroma: EnumValue): Promise<DecodedImage>;
    heif_image_release(image: unknown): void;
    heif_error_Ok: EnumValue;
    heif_colorspace: { heif_colorspace_RGB: EnumValue };
    heif_chroma: { heif_chroma_interleaved_RGBA: EnumValue };
    heif_channel: { heif_channel_interleaved: EnumValue };
  }

  /**
   * Without `wasmBinary` it reads libheif.wasm beside itself (Node); the browser passes the bytes.
   * `print` and `printErr` take what the C code writes to its standard output and error.
   */
  const createLibheif: (options?: { wasmBinary?: ArrayBuffer | Uint8Array; print?: (text: string) => void; printErr?: (text: string) => void }) => Libheif;
  export default createLibheif;
}

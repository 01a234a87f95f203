/** lcms-wasm ships no types: the part of its Little CMS build this engine calls, as it declares it. */
declare module 'lcms-wasm' {
  /** Pointers into the WebAssembly heap: profiles and transforms are handles, 0 when lcms failed. */
  type Handle = number;

  export interface Lcms {
    HEAPU8: Uint8Array;
    _malloc(size: number): number;
    _free(pointer: number): void;
    /** The C function itself: reads `size` bytes at `pointer` (lcms copies them). */
    _cmsOpenProfileFromMem(pointer: number, size: number): Handle;
    cmsCloseProfile(profile: Handle): void;
    cmsCreate_sRGBProfile(): Handle;
    cmsGetColorSpace(profile: Handle): number;
    cmsCreateTransform(input: Handle, inputFormat: number, output: Handle, outputFormat: number, intent: number, flags: number): Handle;
    cmsDeleteTransform(transform: Handle): void;
    /** Copies `pixels` into the heap, transforms them and returns a copy of the result. */
    cmsDoTransform(transform: Handle, pixels: Uint8Array | Uint8ClampedArray, count: number): Uint8Array;
  }

  export const TYPE_RGB_8: number;
  export const TYPE_RGBA_8: number;
  export const TYPE_GRAY_8: number;
  export const TYPE_CMYK_8: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const cmsFLAGS_COPY_ALPHA: number;
  export const cmsSigRgbData: number;
  export const cmsSigGrayData: number;
  export const cmsSigCmykData: number;

  /** In Node it reads lcms.wasm beside itself; a browser says where the file is served. */
  export function instantiate(options?: { locateFile?: (name: string) => string }): Promise<Lcms>;
}

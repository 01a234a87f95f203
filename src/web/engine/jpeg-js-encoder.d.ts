/** jpeg-js's encoder alone (its index also bundles a decoder we do not need), typed as we call it. */
declare module 'jpeg-js/lib/encoder.js' {
  interface RawImage {
    data: Uint8Array | Uint8ClampedArray;
    width: number;
    height: number;
  }
  /** `quality` 1-100, on libjpeg's scale; returns baseline JFIF bytes (4:4:4). */
  export default function encode(image: RawImage, quality: number): { data: Uint8Array; width: number; height: number };
}

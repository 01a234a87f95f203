/** pdfjs-dist ships no types for its image decoders: the part of PDF.js's JPEG decoder we call. */
declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    /** Without a `decodeTransform`, a four-component image outside a PDF is inverted (Adobe's convention). */
    constructor(options?: { decodeTransform?: Int32Array | null; colorTransform?: number });
    /** Size of the stored (not EXIF-rotated) image, known once parsed. */
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    /** The components at `width` x `height` (nearest sample); YCCK comes back as CMYK. */
    getData(options: { width: number; height: number; forceRGB?: boolean; forceRGBA?: boolean; isSourcePDF?: boolean }): Uint8ClampedArray;
  }
}

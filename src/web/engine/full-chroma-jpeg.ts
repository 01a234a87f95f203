/**
 * JPEG encoding in JavaScript (jpeg-js): baseline JFIF with full-resolution colour (4:4:4). The
 * helper worker of the page's fallback encodes every photo so (a canvas encodes synchronously
 * there, 0870); the photo workers use it for the 'Tipografia' quality, whose 4:4:4 no canvas
 * encoder gives at quality 90 in every engine (docs/decisions/0950).
 */
import encodeJpeg from 'jpeg-js/lib/encoder.js';

// jpeg-js ends with Buffer.from(bytes) when it believes it runs in Node, as its CommonJS wrapper
// makes it believe in a bundle; a Uint8Array is all it needs.
(globalThis as { Buffer?: unknown }).Buffer ??= { from: (bytes: number[]) => Uint8Array.from(bytes) };

/** RGBA pixels as a 4:4:4 JPEG; `quality` 0-1, the canvas's unit. */
export function encodeFullChromaJpeg(pixels: Uint8Array | Uint8ClampedArray, width: number, height: number, quality: number): Blob {
  const { data } = encodeJpeg({ data: pixels, width, height }, Math.round(quality * 100));
  return new Blob([data as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}

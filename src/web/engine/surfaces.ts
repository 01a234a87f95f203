/**
 * A 2D drawing surface that can become a JPEG: OffscreenCanvas in workers, a <canvas> element on the
 * main thread where workers lack OffscreenCanvas (DECISIONS "Screens"), its JPEG encoded by the
 * helper worker (0870).
 */
import type { JpegEncoding } from '../../shared/quality.js';
import type { PhotoHelper } from './photo-helper.js';

export interface Surface {
  readonly canvas: OffscreenCanvas | HTMLCanvasElement;
  readonly context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toJpeg(encoding: JpegEncoding): Promise<Blob>;
  /** Gives the pixel memory back at once instead of at the next garbage collection. */
  release(): void;
}

export type SurfaceFactory = (width: number, height: number) => Surface;

export function offscreenCanvasWorks(): boolean {
  if (typeof OffscreenCanvas === 'undefined' || !('convertToBlob' in OffscreenCanvas.prototype)) return false;
  return new OffscreenCanvas(1, 1).getContext('2d') !== null;
}

/**
 * Canvas encoders subsample the colour 4:2:0 below quality 1 in Chromium and WebKit (0950): a
 * 4:4:4 encoding reads the pixels and encodes them in JavaScript, loaded only when asked for.
 */
async function fullChromaJpeg(context: OffscreenCanvasRenderingContext2D, width: number, height: number, quality: number): Promise<Blob> {
  const { encodeFullChromaJpeg } = await import('./full-chroma-jpeg.js');
  return encodeFullChromaJpeg(context.getImageData(0, 0, width, height).data, width, height, quality);
}

export const offscreenSurface: SurfaceFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context on OffscreenCanvas');
  return {
    canvas,
    context,
    toJpeg: ({ quality, chroma }) =>
      chroma === '4:4:4' ? fullChromaJpeg(context, width, height, quality) : canvas.convertToBlob({ type: 'image/jpeg', quality }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};

export const elementSurface: SurfaceFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context on canvas');
  return {
    canvas,
    context,
    toJpeg: ({ quality }) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality),
      ),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};

/** A canvas's RGBA pixels, read a band at a time with a pause between bands. */
async function readPixels(context: CanvasRenderingContext2D, width: number, height: number, bandRows: number, pause: () => Promise<void>): Promise<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let top = 0; top < height; top += bandRows) {
    const rows = Math.min(bandRows, height - top);
    pixels.set(context.getImageData(0, top, width, rows).data, top * width * 4);
    if (top + rows < height) await pause();
  }
  return pixels.buffer;
}

/**
 * The page's canvas for browsers without OffscreenCanvas in workers: a canvas encodes its JPEG in
 * one synchronous task there (80-300 ms for a photo in WebKit), so the helper worker encodes it.
 */
export function helperSurface(helper: PhotoHelper, bandRows: number, pause: () => Promise<void>): SurfaceFactory {
  return (width, height) => {
    const surface = elementSurface(width, height);
    const context = surface.context as CanvasRenderingContext2D;
    return {
      ...surface,
      toJpeg: async ({ quality }) => helper.encode(await readPixels(context, width, height, bandRows, pause), width, height, quality),
    };
  };
}

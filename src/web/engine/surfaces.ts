/**
 * A 2D drawing surface that can become a JPEG: OffscreenCanvas in workers, a <canvas> element on the
 * main thread where workers lack OffscreenCanvas (DECISIONS "Screens").
 */
export interface Surface {
  readonly canvas: OffscreenCanvas | HTMLCanvasElement;
  readonly context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toJpeg(quality: number): Promise<Blob>;
  /** Gives the pixel memory back at once instead of at the next garbage collection. */
  release(): void;
}

export type SurfaceFactory = (width: number, height: number) => Surface;

export function offscreenCanvasWorks(): boolean {
  if (typeof OffscreenCanvas === 'undefined' || !('convertToBlob' in OffscreenCanvas.prototype)) return false;
  return new OffscreenCanvas(1, 1).getContext('2d') !== null;
}

export const offscreenSurface: SurfaceFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context on OffscreenCanvas');
  return {
    canvas,
    context,
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
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
    toJpeg: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', quality),
      ),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};

/**
 * RGBA pixels turned upright by their EXIF orientation (TIFF 6.0, tag 0x0112), for decoders that
 * hand over the image as it is stored (PDF.js's, for CMYK JPEGs). Orientations 5-8 swap width and
 * height; 1, and any value outside 1-8, leaves the pixels as they are.
 */
export interface RgbaImage {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** Where the stored pixel (x, y) of a `width` x `height` image lands upright, per orientation. */
const PLACES: Record<number, (x: number, y: number, width: number, height: number) => [number, number]> = {
  2: (x, y, width) => [width - 1 - x, y],
  3: (x, y, width, height) => [width - 1 - x, height - 1 - y],
  4: (x, y, _width, height) => [x, height - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _width, height) => [height - 1 - y, x],
  7: (x, y, width, height) => [height - 1 - y, width - 1 - x],
  8: (x, y, width) => [y, width - 1 - x],
};

export function orientRgba(image: RgbaImage, orientation: number): RgbaImage {
  const place = PLACES[orientation];
  if (!place) return image;
  const { width, height } = image;
  const turned = orientation >= 5;
  const uprightWidth = turned ? height : width;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const upright = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [ux, uy] = place(x, y, width, height);
      upright[uy * uprightWidth + ux] = source[y * width + x] ?? 0;
    }
  }
  return { data: new Uint8ClampedArray(upright.buffer), width: uprightWidth, height: turned ? width : height };
}

/**
 * CMYK and YCCK JPEGs in the browser (docs/decisions/0955). No browser API hands over a CMYK
 * photo's ink amounts, and each browser converts them its own way (without a profile, each
 * guesses), so PDF.js's JPEG decoder reads them (YCCK turned into CMYK, the numbers inverted back
 * as Photoshop stores them, as libvips and Pillow read every CMYK JPEG) and the colour engine
 * converts them to sRGB with the photo's profile, or the default CMYK one, as the command line
 * does. Imported on the first CMYK photo only.
 */
import { JpegImage } from 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs';
import { orientRgba } from '../../catalog/images/orient-pixels.js';
import type { ResizePlan } from '../../catalog/images/preparation-plan.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import { loadColourEngine } from './colour-engine-loader.js';
import { decodedBitmap, type DecodedPhoto } from './decode-photo.js';

interface InkAmounts {
  cmyk: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * At twice the printed size at most, sampled from the full decode (PDF.js samples the nearest
 * pixel): the canvas then scales it down smoothly, and a large photo's ink amounts and colours are
 * never held at its full size.
 */
function decodeInkAmounts(bytes: Uint8Array, plan: ResizePlan): InkAmounts {
  const jpeg = new JpegImage();
  jpeg.parse(bytes);
  if (jpeg.numComponents !== 4) throw new Error('not a CMYK JPEG');
  const scale = Math.min(1, 2 * Math.max(plan.width / plan.uprightWidth, plan.height / plan.uprightHeight));
  const width = Math.max(1, Math.round(jpeg.width * scale));
  const height = Math.max(1, Math.round(jpeg.height * scale));
  return { cmyk: jpeg.getData({ width, height }), width, height };
}

export async function decodeCmykJpeg(file: Blob, name: string, plan: ResizePlan, { profile }: NonNullable<ResizePlan['cmyk']>): Promise<DecodedPhoto> {
  const [engine, bytes] = await Promise.all([loadColourEngine(), file.arrayBuffer()]);
  let inks: InkAmounts;
  try {
    inks = decodeInkAmounts(new Uint8Array(bytes), plan);
  } catch {
    throw rejectUndecodable(name);
  }
  const { width, height } = inks;
  const rgb = engine.cmykToSrgb(inks.cmyk, profile);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    rgba[index * 4] = rgb[index * 3] ?? 0;
    rgba[index * 4 + 1] = rgb[index * 3 + 1] ?? 0;
    rgba[index * 4 + 2] = rgb[index * 3 + 2] ?? 0;
    rgba[index * 4 + 3] = 255;
  }
  const upright = orientRgba({ data: rgba, width, height }, plan.orientation);
  return decodedBitmap(await createImageBitmap(new ImageData(upright.data, upright.width, upright.height)));
}

/**
 * Decoding a photo upright. Where WebCodecs' ImageDecoder exists (Chromium, Firefox), a JPEG is
 * decoded at n/8 of its size, the smallest such size that still covers the target: in Chromium
 * straight from its DCT blocks, about half the CPU of a full decode of an 8-24 MP photo and a
 * fraction of the memory (docs/decisions/0250); Firefox's decoder decodes in full and scales after,
 * so plain JPEGs take the WebAssembly libjpeg there (0890). Everywhere else, and whenever that path
 * cannot be trusted, createImageBitmap decodes at full size. HEIC photos go to libheif in
 * WebAssembly (heif-decoder.ts), CMYK JPEGs to PDF.js's decoder and the colour engine
 * (cmyk-decoder.ts).
 */
import { jpegScaleEighths, type ResizePlan } from '../../catalog/images/preparation-plan.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';
import type { Decoding } from './protocol.js';

export interface DecodedPhoto {
  image: ImageBitmap;
  /** Upright size of the decoded pixels. */
  width: number;
  height: number;
  close(): void;
}

/** Where photos are decoded: here (a worker), or in a helper worker for the page (0870). */
export interface PhotoDecoder {
  fullSize(file: Blob, name: string): Promise<DecodedPhoto>;
  forPlan(file: Blob, name: string, plan: ResizePlan, options?: DecodeOptions): Promise<DecodedPhoto>;
}

export interface DecodeOptions {
  decoding?: Decoding;
  /** The file's bytes when they were read already: taken (transferred to the decoder), not copied. */
  whole?: ArrayBuffer;
}

/** An ImageBitmap already upright, as both decoders deliver it. */
export function decodedBitmap(bitmap: ImageBitmap): DecodedPhoto {
  return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/** `asNumbers`: the file's own numbers, its embedded profile not applied (the colour engine will). */
export async function decodeFullSize(file: Blob, name: string, asNumbers = false): Promise<DecodedPhoto> {
  try {
    // Only the first frame of an animated GIF or WEBP is decoded.
    return decodedBitmap(await createImageBitmap(file, { imageOrientation: 'from-image', colorSpaceConversion: asNumbers ? 'none' : 'default' }));
  } catch {
    throw rejectUndecodable(name);
  }
}

/**
 * EXIF turns the scaled path handles: none, or a quarter turn either way (phones). A turn is
 * checked by the decoded size; a half turn or a mirror could not be, so those decode in full.
 */
const SCALED_ORIENTATIONS = new Set([1, 6, 8]);

async function decodeJpegScaled(file: Blob, plan: ResizePlan, whole: ArrayBuffer | undefined): Promise<DecodedPhoto | undefined> {
  const eighths = jpegScaleEighths(plan);
  if (eighths === 8 || !SCALED_ORIENTATIONS.has(plan.orientation)) return undefined;
  // Whole (a few MB): the decoder needs every byte of the frame before it can deliver it.
  const data = whole ?? (await file.arrayBuffer());
  const decoder = new ImageDecoder({
    data,
    transfer: [data],
    type: 'image/jpeg',
    desiredWidth: Math.ceil((plan.uprightWidth * eighths) / 8),
    desiredHeight: Math.ceil((plan.uprightHeight * eighths) / 8),
  });
  try {
    const { image: frame } = await decoder.decode();
    // Drawing a VideoFrame on a canvas leaves a copy of it in Chromium's renderer until much later
    // (500 MB after 100 photos); an ImageBitmap made from it does not.
    const bitmap = await createImageBitmap(frame).finally(() => frame.close());
    const upright = Math.abs(bitmap.width / bitmap.height - plan.uprightWidth / plan.uprightHeight) < 0.02;
    if (upright && bitmap.width >= plan.width && bitmap.height >= plan.height) return decodedBitmap(bitmap);
    bitmap.close();
    return undefined;
  } finally {
    decoder.close();
  }
}

export async function decodeForPlan(file: Blob, name: string, plan: ResizePlan, { decoding = 'scaled', whole }: DecodeOptions = {}): Promise<DecodedPhoto> {
  if (plan.format === 'heic') {
    // No browser engine decodes HEIC everywhere: libheif in WebAssembly, loaded on the first one (0650).
    const { decodeHeif } = await import('./heif-decoder.js');
    return decodeHeif(file, name, plan);
  }
  if (plan.cmyk) {
    // Loaded on the first CMYK photo: PDF.js's image decoders and the colour engine (0955).
    const { decodeCmykJpeg } = await import('./cmyk-decoder.js');
    return decodeCmykJpeg(file, name, plan, plan.cmyk);
  }
  if (plan.greyProfile) return decodeFullSize(file, name, true);
  if (decoding === 'scaled' && plan.format === 'jpeg' && typeof ImageDecoder !== 'undefined') {
    const decoded = await decodeJpegScaled(file, plan, whole).catch(() => undefined);
    if (decoded) return decoded;
  }
  return decodeFullSize(file, name);
}

export const localDecoder: PhotoDecoder = { fullSize: decodeFullSize, forPlan: decodeForPlan };

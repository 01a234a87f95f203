/**
 * Decoding a photo upright. Where WebCodecs' ImageDecoder exists (Chromium), a JPEG is decoded at
 * n/8 of its size straight from its DCT blocks, the smallest such size that still covers the target:
 * about half the time of a full decode of an 8-24 MP photo and a tenth of the memory
 * (docs/decisions/0250). Everywhere else, and whenever that path cannot be trusted, createImageBitmap
 * decodes at full size.
 */
import type { PreparationPlan } from '../../catalog/images/preparation-plan.js';
import { rejectUndecodable } from '../../catalog/images/rejections.js';

export interface DecodedPhoto {
  image: ImageBitmap | VideoFrame;
  /** Upright size of the decoded pixels. */
  width: number;
  height: number;
  close(): void;
}

type ResizePlan = Extract<PreparationPlan, { kind: 'resize' }>;

export async function decodeFullSize(file: Blob, name: string): Promise<DecodedPhoto> {
  try {
    // Only the first frame of an animated GIF or WEBP is decoded.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    throw rejectUndecodable(name);
  }
}

/** The eighths libjpeg can scale by while decoding: the smallest that covers the target. */
function jpegScaleEighths(plan: ResizePlan): number {
  const needed = Math.max(plan.width / plan.uprightWidth, plan.height / plan.uprightHeight);
  return Math.min(8, Math.max(1, Math.ceil(needed * 8)));
}

async function decodeJpegScaled(file: Blob, plan: ResizePlan): Promise<DecodedPhoto | undefined> {
  const eighths = jpegScaleEighths(plan);
  if (eighths === 8) return undefined;
  const decoder = new ImageDecoder({
    data: file.stream(),
    type: 'image/jpeg',
    desiredWidth: Math.ceil((plan.uprightWidth * eighths) / 8),
    desiredHeight: Math.ceil((plan.uprightHeight * eighths) / 8),
  });
  try {
    const { image: frame } = await decoder.decode();
    // Trust the frame only if it is upright (the browser carries the EXIF turn on the frame and
    // applies it when drawing) and still at least the target size.
    const upright = plan.orientation === 1 || 'rotation' in frame;
    const sameShape = Math.abs(frame.displayWidth / frame.displayHeight - plan.uprightWidth / plan.uprightHeight) < 0.02;
    if (upright && sameShape && frame.displayWidth >= plan.width && frame.displayHeight >= plan.height) {
      return { image: frame, width: frame.displayWidth, height: frame.displayHeight, close: () => frame.close() };
    }
    frame.close();
    return undefined;
  } finally {
    decoder.close();
  }
}

/** `scaled`: may the caller draw a VideoFrame (in one piece, not in bands)? */
export async function decodeForPlan(file: Blob, name: string, plan: ResizePlan, scaled: boolean): Promise<DecodedPhoto> {
  if (scaled && plan.format === 'jpeg' && typeof ImageDecoder !== 'undefined') {
    const decoded = await decodeJpegScaled(file, plan).catch(() => undefined);
    if (decoded) return decoded;
  }
  return decodeFullSize(file, name);
}

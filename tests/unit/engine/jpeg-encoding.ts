/**
 * How a JPEG from a PDF was encoded: the chroma sampling as libvips reads it, and the DC step of
 * the luminance quantisation table, which libjpeg, libvips and jpeg-js all scale alike from the
 * standard table's 16 (quality 80 gives 6, 90 gives 3, 89 gives 4): a step of 3 or less is 90 or more.
 */
import sharp from 'sharp';

export interface JpegEncodingSeen {
  chroma: string | undefined;
  lumaDcStep: number;
}

/** The first DQT segment's table 0, entry 0 (the DC coefficient comes first in zigzag order). */
function lumaDcStep(bytes: Uint8Array): number {
  for (let at = 2; at + 4 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error('Not a JPEG marker');
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker === 0xdb) {
      const precisionAndId = bytes[at + 4] ?? 0;
      if ((precisionAndId & 0x0f) !== 0) throw new Error('The first quantisation table is not the luminance one');
      return (precisionAndId >> 4) === 0 ? (bytes[at + 5] ?? 0) : ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
    }
    at += 2 + length;
  }
  throw new Error('No quantisation table');
}

export async function jpegEncoding(bytes: Uint8Array): Promise<JpegEncodingSeen> {
  const { chromaSubsampling } = await sharp(bytes).metadata();
  return { chroma: chromaSubsampling, lumaDcStep: lumaDcStep(bytes) };
}

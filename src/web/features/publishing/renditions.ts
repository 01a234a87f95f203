/**
 * Web renditions of a photo, made in the browser (DECISIONS 'Published catalogues': never the
 * originals): long edge 800 and 1600 px (a phone's 1x and 2x), never enlarged, WebP at 0.82 where
 * the browser encodes it and JPEG where it does not (Safari hands back a PNG for 'image/webp').
 */
import { decodeFullSize } from '../../engine/decode-photo.js';
import { storedFile, type StoredFile } from './stored-file.js';

export const RENDITION_EDGES = [800, 1600] as const;
const QUALITY = 0.82;

export interface Size {
  width: number;
  height: number;
}

export interface MadeRendition extends Size {
  file: StoredFile;
}

/** The renditions' sizes for a photo: one per long edge, the photo's own when smaller, no two alike. */
export function renditionSizes({ width, height }: Size): Size[] {
  const sizes = RENDITION_EDGES.map((edge) => {
    const scale = Math.min(1, edge / Math.max(width, height));
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  });
  return sizes.filter((size, index) => sizes.findIndex((other) => other.width === size.width && other.height === size.height) === index);
}

/** One size of the picture, WebP else JPEG, as a named file. */
export async function encodeRendition(image: CanvasImageSource, size: Size): Promise<MadeRendition> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context for a rendition');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  const webp = await canvas.convertToBlob({ type: 'image/webp', quality: QUALITY });
  const blob = webp.type === 'image/webp' ? webp : await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  const kind = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return { ...size, file: await storedFile(new Uint8Array(await blob.arrayBuffer()), kind) };
}

/** A photo's renditions, smallest first, from its original decoded upright. */
export async function makeRenditions(file: Blob, name: string): Promise<MadeRendition[]> {
  const decoded = await decodeFullSize(file, name);
  try {
    const made: MadeRendition[] = [];
    for (const size of renditionSizes(decoded)) made.push(await encodeRendition(decoded.image, size));
    return made;
  } finally {
    decoded.close();
  }
}

/**
 * Web renditions of a photo, made in the browser (DECISIONS 'Published catalogues': never the
 * originals): long edge 800, 1200 and 1600 px, never enlarged, WebP where the browser encodes it and
 * JPEG where it does not (Safari hands back a PNG for 'image/webp'). The 1200 step is the cover of a
 * portrait photo on a phone: 800 px wide where a 412 px, 1.75x screen needs 721, where the ladder
 * once jumped from 533 to 1067 (decision 1046). No step under 800: a product card crops a landscape
 * photo into a 3:4 box, so on that phone's 178 px card it is drawn about 555 device pixels wide.
 */
import { decodeFullSize } from '../../engine/decode-photo.js';
import { storedFile, type StoredFile } from './stored-file.js';

export const RENDITION_EDGES = [800, 1200, 1600] as const;
/** The logo is drawn small (56 px high on the cover): one rendition is enough. */
export const LOGO_EDGES = [800] as const;
/** What image services use for photos; about a sixth fewer bytes than the 0.82 it replaced (decision 1046). */
const QUALITY = 0.78;

export interface Size {
  width: number;
  height: number;
}

export interface MadeRendition extends Size {
  file: StoredFile;
}

/** The renditions' sizes for a photo: one per long edge, the photo's own when smaller, no two alike. */
export function renditionSizes({ width, height }: Size, edges: readonly number[] = RENDITION_EDGES): Size[] {
  const sizes = edges.map((edge) => {
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
export async function makeRenditions(file: Blob, name: string, edges: readonly number[] = RENDITION_EDGES): Promise<MadeRendition[]> {
  const decoded = await decodeFullSize(file, name);
  try {
    const made: MadeRendition[] = [];
    for (const size of renditionSizes(decoded, edges)) made.push(await encodeRendition(decoded.image, size));
    return made;
  } finally {
    decoded.close();
  }
}

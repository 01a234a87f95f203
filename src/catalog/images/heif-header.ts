/**
 * The header of a HEIC/HEIF photo (iPhone photos), read from its ISO-BMFF boxes without decoding:
 * the primary image's stored size ('ispe') and its rotation and mirror ('irot', 'imir'), expressed
 * as the EXIF orientation that would do the same (ISO/IEC 23008-12; docs/decisions/0650), and its
 * colour description ('colr', heif-colour.ts; docs/decisions/0955).
 */
import { itemColour, type HeifColour } from './heif-colour.js';
import { FULL_BOX, childBoxes, find, fourcc, type Box } from './heif-boxes.js';
import { derivedPixels, type DerivedPixels } from './heif-derived.js';

/** The brands of HEVC-coded HEIF still images and sequences (the 'ftyp' major brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);

export function isHeif(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && fourcc(bytes, 4) === 'ftyp' && HEIF_BRANDS.has(fourcc(bytes, 8));
}

/**
 * EXIF orientation for each 'irot' angle (quarter turns anticlockwise) and mirror: none, about a
 * vertical axis ('imir' axis 0, left-right), about a horizontal axis (axis 1). MIAF orders the
 * rotation before the mirror.
 */
const ORIENTATIONS: readonly (readonly [number, number, number])[] = [
  [1, 2, 4],
  [8, 7, 5],
  [3, 4, 2],
  [6, 5, 7],
];

export interface HeifHeader {
  width: number;
  height: number;
  orientation: number;
  /**
   * For an image derived from others (a grid of tiles, an overlay): the pixels of every coded image
   * it is made of, which a decoder allocates whatever its 'ispe' says (heif-derived.ts).
   */
  derived?: DerivedPixels;
  /** Undefined when the image has no 'colr' property: its numbers are sRGB's. */
  colour?: HeifColour;
}

/**
 * Reads the primary image's size and orientation. Undefined when the 'meta' box is not complete in
 * the bytes or lacks what is needed (the caller may retry with the whole file).
 */
export function readHeifHeader(bytes: Uint8Array): HeifHeader | undefined {
  try {
    return readPrimaryImage(bytes);
  } catch {
    return undefined; // a box that claims more bytes than it holds
  }
}

function readPrimaryImage(bytes: Uint8Array): HeifHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meta = find(childBoxes(bytes, 0, bytes.length), 'meta');
  if (!meta || meta.end > bytes.length) return undefined;
  const inMeta = childBoxes(bytes, meta.start + FULL_BOX, meta.end);
  const pitm = find(inMeta, 'pitm');
  const iprp = find(inMeta, 'iprp');
  if (!pitm || !iprp) return undefined;
  const primary = bytes[pitm.start] === 0 ? view.getUint16(pitm.start + FULL_BOX) : view.getUint32(pitm.start + FULL_BOX);
  const inIprp = childBoxes(bytes, iprp.start, iprp.end);
  const ipco = find(inIprp, 'ipco');
  const ipma = find(inIprp, 'ipma');
  if (!ipco || !ipma) return undefined;
  const properties = childBoxes(bytes, ipco.start, ipco.end);
  const propertiesOf = (item: number) => itemProperties(view, ipma, item).map((index) => properties[index - 1]);
  const sizeOf = (item: number) => {
    const ispe = propertiesOf(item).find((box) => box?.type === 'ispe');
    return ispe && { width: view.getUint32(ispe.start + FULL_BOX), height: view.getUint32(ispe.start + FULL_BOX + 4) };
  };
  const associated = propertiesOf(primary);
  const size = sizeOf(primary);
  if (!size) return undefined;
  const { width, height } = size;
  const irot = associated.find((box) => box?.type === 'irot');
  const imir = associated.find((box) => box?.type === 'imir');
  const quarterTurns = irot ? (bytes[irot.start] ?? 0) & 3 : 0;
  const mirror = imir ? 1 + ((bytes[imir.start] ?? 0) & 1) : 0;
  const orientation = ORIENTATIONS[quarterTurns]?.[mirror] ?? 1;
  const colour = itemColour(bytes, associated);
  const derived = derivedPixels(bytes, inMeta, primary, sizeOf);
  return width > 0 && height > 0 ? { width, height, orientation, ...(colour && { colour }), ...(derived && { derived }) } : undefined;
}

/** The 1-based indices into 'ipco' of the properties the 'ipma' box associates with the item. */
function itemProperties(view: DataView, ipma: Box, item: number): number[] {
  const version = view.getUint8(ipma.start);
  const wideIndices = (view.getUint8(ipma.start + 3) & 1) === 1;
  let at = ipma.start + FULL_BOX;
  const entries = view.getUint32(at);
  at += 4;
  for (let entry = 0; entry < entries && at < ipma.end; entry++) {
    const id = version < 1 ? view.getUint16(at) : view.getUint32(at);
    at += version < 1 ? 2 : 4;
    const count = view.getUint8(at);
    at += 1;
    const indices: number[] = [];
    for (let n = 0; n < count; n++) {
      // The top bit marks an essential property; the rest is the index.
      indices.push(wideIndices ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f);
      at += wideIndices ? 2 : 1;
    }
    if (id === item) return indices;
  }
  return [];
}

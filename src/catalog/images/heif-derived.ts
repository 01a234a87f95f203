/**
 * What decoding a derived HEIF image costs (issue 38.4, decision 0992): a 'grid' of tiles, an
 * 'iovl' overlay or an 'iden' copy is made of other images, named by its 'dimg' references, and a
 * decoder decodes each of them in full whatever the derived image's 'ispe' declares. A 100 × 100
 * 'ispe' over 252 megapixels of tiles, or a few kilobytes of one tile referenced again and again,
 * is found here from the item boxes alone ('iinf', 'iref'; ISO/IEC 23008-12 6.6, ISO/IEC 14496-12
 * 8.11.6 and 8.11.12), before anything is decoded.
 */
import { FULL_BOX, childBoxes, find, type Box } from './heif-boxes.js';

const DERIVED_TYPES = new Set(['grid', 'iovl', 'iden']);
/** A derived image made of derived images is followed this deep; deeper counts as too much. */
const MAX_DEPTH = 4;
/** More references than any real photo holds (a 100 MP grid of 256 × 256 tiles has 1,526). */
const MAX_REFERENCES = 65_536;

export interface DerivedPixels {
  /** Pixels of every coded image the primary one is made of, counted once per reference. */
  pixels: number;
  /** The largest of those images, as each one's 'ispe' says. */
  largest: { width: number; height: number };
}

type SizeOf = (item: number) => { width: number; height: number } | undefined;

function itemTypes(bytes: Uint8Array, view: DataView, iinf: Box): Map<number, string> {
  const types = new Map<number, string>();
  const version = bytes[iinf.start] ?? 0;
  const first = iinf.start + FULL_BOX + (version === 0 ? 2 : 4);
  for (const infe of childBoxes(bytes, first, iinf.end)) {
    const infeVersion = bytes[infe.start] ?? 0;
    if (infe.type !== 'infe' || infeVersion < 2) continue;
    const idAt = infe.start + FULL_BOX;
    const id = infeVersion === 2 ? view.getUint16(idAt) : view.getUint32(idAt);
    const typeAt = idAt + (infeVersion === 2 ? 2 : 4) + 2;
    types.set(id, String.fromCharCode(...bytes.subarray(typeAt, typeAt + 4)));
  }
  return types;
}

/** Each item's 'dimg' references, in order (repeats kept: each is decoded). */
function derivationReferences(bytes: Uint8Array, view: DataView, iref: Box): Map<number, number[]> {
  const references = new Map<number, number[]>();
  const wide = (bytes[iref.start] ?? 0) > 0;
  const id = (at: number) => (wide ? view.getUint32(at) : view.getUint16(at));
  const size = wide ? 4 : 2;
  for (const reference of childBoxes(bytes, iref.start + FULL_BOX, iref.end)) {
    if (reference.type !== 'dimg') continue;
    const count = view.getUint16(reference.start + size);
    const first = reference.start + size + 2;
    if (first + count * size > reference.end) continue;
    const to = Array.from({ length: count }, (_, i) => id(first + i * size));
    references.set(id(reference.start), [...(references.get(id(reference.start)) ?? []), ...to]);
  }
  return references;
}

/** Undefined when the primary image is coded itself, not derived from others. */
export function derivedPixels(bytes: Uint8Array, inMeta: Box[], primary: number, sizeOf: SizeOf): DerivedPixels | undefined {
  const iinf = find(inMeta, 'iinf');
  const iref = find(inMeta, 'iref');
  if (!iinf || !iref) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types = itemTypes(bytes, view, iinf);
  if (!DERIVED_TYPES.has(types.get(primary) ?? '')) return undefined;
  const references = derivationReferences(bytes, view, iref);
  const total: DerivedPixels = { pixels: 0, largest: { width: 0, height: 0 } };
  let visited = 0;
  const add = (item: number, depth: number) => {
    visited += 1;
    if (depth > MAX_DEPTH || visited > MAX_REFERENCES) {
      total.pixels = Number.POSITIVE_INFINITY;
      return;
    }
    if (DERIVED_TYPES.has(types.get(item) ?? '')) {
      for (const part of references.get(item) ?? []) add(part, depth + 1);
      return;
    }
    const size = sizeOf(item);
    if (!size) return;
    total.pixels += size.width * size.height;
    if (size.width * size.height > total.largest.width * total.largest.height) total.largest = size;
  };
  add(primary, 0);
  return total;
}

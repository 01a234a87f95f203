/**
 * What a HEIF image's numbers mean: its 'colr' property (ISO/IEC 23008-12 6.5.5, the box of
 * ISO/IEC 14496-12 12.1.5). Type 'prof' or 'rICC' carries an ICC profile; 'nclx' carries ITU-T
 * H.273 code points. An image may have one of each: the ICC profile then says it all, the nclx
 * only how libheif turns YCbCr into RGB. No 'colr' means sRGB.
 */
import type { Box } from './heif-boxes.js';
import type { NclxColour } from './colour/nclx.js';

export type HeifColour = { icc: Uint8Array } | { nclx: NclxColour };

const fourcc = (bytes: Uint8Array, at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));

function readColr(bytes: Uint8Array, box: Box): HeifColour | undefined {
  const type = fourcc(bytes, box.start);
  if (type === 'prof' || type === 'rICC') return { icc: bytes.subarray(box.start + 4, box.end) };
  if (type !== 'nclx' || box.end - box.start < 11) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    nclx: {
      primaries: view.getUint16(box.start + 4),
      transfer: view.getUint16(box.start + 6),
      matrix: view.getUint16(box.start + 8),
      fullRange: ((bytes[box.start + 10] ?? 0) & 0x80) !== 0,
    },
  };
}

/** The colour of an item from its associated properties: an ICC profile first, then an nclx. */
export function itemColour(bytes: Uint8Array, properties: readonly (Box | undefined)[]): HeifColour | undefined {
  const colours = properties.filter((box): box is Box => box?.type === 'colr').map((box) => readColr(bytes, box));
  return colours.find((colour) => colour && 'icc' in colour) ?? colours.find((colour) => colour !== undefined);
}

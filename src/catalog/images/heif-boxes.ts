/** ISO-BMFF boxes (ISO/IEC 14496-12 4.2), as HEIF files nest them: read in place, never copied. */
export interface Box {
  type: string;
  /** Where the box's content starts (after size and type) and where the box ends. */
  start: number;
  end: number;
}

export const fourcc = (bytes: Uint8Array, at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));

/** FullBoxes start with a version byte and three bytes of flags. */
export const FULL_BOX = 4;

/** The boxes between `from` and `to`, in order; stops at the first one that does not fit the bytes. */
export function childBoxes(bytes: Uint8Array, from: number, to: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= Math.min(to, bytes.length)) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at; // the last box runs to the end
    }
    if (size < header) break;
    boxes.push({ type: fourcc(bytes, at + 4), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

export const find = (boxes: Box[], type: string): Box | undefined => boxes.find((box) => box.type === type);

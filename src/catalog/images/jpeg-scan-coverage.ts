/**
 * Whether a JPEG's scans can hold the picture its frame header promises (issue 38.4, decision
 * 0992). A file whose SOF says 10000 × 10000 over the data of a 1200 × 1600 photo decodes, in
 * libjpeg and in every browser, to a grey square: the decoders fill what the data does not reach.
 Three proofs, cheapest first, none computing a pixel:
 * - with restart markers (DRI), a scan holds one fewer than its restart intervals: an exact count;
 * - a lower bound: in a Huffman-coded sequential scan every 8 × 8 block takes at least one bit for
 *   its DC difference and one for its first AC symbol (no Huffman code is shorter than a bit), and
 *   in a progressive file every block takes at least one bit in its first DC scan;
 * - a sequential scan whose data is still thin for its declared blocks (under THIN_BITS_PER_BLOCK,
 *   a tenth of what photos take) has its codes read to count the units it really holds.
 * Arithmetic-coded and lossless frames prove nothing this way and are let through.
 */
import { countCodedUnits, readHuffmanTables, type HuffmanTable, type ScanUnit } from './jpeg-block-count.js';
import { ENTROPY_CODED, SOS, isFrameMarker, jpegSegments, type Segment } from './jpeg-header.js';

const SEQUENTIAL = new Set([0xc0, 0xc1]);
const PROGRESSIVE = 0xc2;
const DRI = 0xdd;
const DHT = 0xc4;
/**
 * Photos take 50-300 bits a block at the qualities cameras and shops use; a flat backdrop some 10.
 * Below this the codes are read (decision 0992).
 */
const THIN_BITS_PER_BLOCK = 24;

interface Component {
  id: number;
  horizontal: number;
  vertical: number;
}

interface Frame {
  marker: number;
  width: number;
  height: number;
  components: Component[];
}

interface Scan {
  components: Component[];
  /** Each component's DC and AC table destinations, in scan order. */
  tables: { dc: number; ac: number }[];
  /** The first DC scan of a progressive frame (spectral start 0, no successive approximation yet). */
  firstDc: boolean;
}

const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

function readFrame(bytes: Uint8Array, { marker, start, length }: Segment): Frame | undefined {
  const count = bytes[start + 5] ?? 0;
  if (length < 6 + 3 * count) return undefined;
  const components = Array.from({ length: count }, (_, i) => {
    const sampling = bytes[start + 7 + 3 * i] ?? 0;
    return { id: bytes[start + 6 + 3 * i] ?? 0, horizontal: sampling >> 4 || 1, vertical: sampling & 15 || 1 };
  });
  const width = ((bytes[start + 3] ?? 0) << 8) | (bytes[start + 4] ?? 0);
  const height = ((bytes[start + 1] ?? 0) << 8) | (bytes[start + 2] ?? 0);
  return { marker, width, height, components };
}

function readScan(bytes: Uint8Array, frame: Frame, { start, length }: Segment): Scan | undefined {
  const count = bytes[start] ?? 0;
  if (length < 4 + 2 * count) return undefined;
  const ids = Array.from({ length: count }, (_, i) => bytes[start + 1 + 2 * i]);
  const components = ids.flatMap((id) => frame.components.filter((component) => component.id === id));
  const tables = Array.from({ length: count }, (_, i) => ({ dc: (bytes[start + 2 + 2 * i] ?? 0) >> 4, ac: (bytes[start + 2 + 2 * i] ?? 0) & 15 }));
  const spectralStart = bytes[start + 1 + 2 * count] ?? 0;
  const approximationHigh = (bytes[start + 3 + 2 * count] ?? 0) >> 4;
  return { components, tables, firstDc: spectralStart === 0 && approximationHigh === 0 };
}

/** Minimum coded units and 8 × 8 blocks of a scan (T.81 A.2). */
function unitsOf(frame: Frame, scan: Scan): { units: number; blocks: number } {
  const maxH = Math.max(...frame.components.map((c) => c.horizontal));
  const maxV = Math.max(...frame.components.map((c) => c.vertical));
  const [only] = scan.components;
  if (scan.components.length === 1 && only) {
    const blocks = ceilDiv(ceilDiv(frame.width * only.horizontal, maxH), 8) * ceilDiv(ceilDiv(frame.height * only.vertical, maxV), 8);
    return { units: blocks, blocks };
  }
  const units = ceilDiv(frame.width, 8 * maxH) * ceilDiv(frame.height, 8 * maxV);
  return { units, blocks: units * scan.components.reduce((sum, c) => sum + c.horizontal * c.vertical, 0) };
}

/** The least number of bits a scan's data can take, by the bound above (0 when none is known). */
function leastBits(frame: Frame, scan: Scan, blocks: number): number {
  if (SEQUENTIAL.has(frame.marker)) return 2 * blocks;
  if (frame.marker === PROGRESSIVE && scan.firstDc) return blocks;
  return 0;
}

/** The scan's components as the block counter reads them; undefined when a table is missing. */
function scanUnits(scan: Scan, tables: Map<number, HuffmanTable>): ScanUnit[] | undefined {
  const units: ScanUnit[] = [];
  for (const [index, component] of scan.components.entries()) {
    const dc = tables.get(scan.tables[index]?.dc ?? 0);
    const ac = tables.get(16 + (scan.tables[index]?.ac ?? 0));
    if (!dc || !ac) return undefined;
    units.push({ blocks: scan.components.length === 1 ? 1 : component.horizontal * component.vertical, dc, ac });
  }
  return units;
}

/** True when some scan provably holds less than the frame its header declares. */
export function jpegScanFallsShort(bytes: Uint8Array): boolean {
  let frame: Frame | undefined;
  let scan: Scan | undefined;
  let restartInterval = 0;
  const tables = new Map<number, HuffmanTable>();
  for (const segment of jpegSegments(bytes)) {
    const { marker, start } = segment;
    if (marker === DRI) restartInterval = ((bytes[start] ?? 0) << 8) | (bytes[start + 1] ?? 0);
    else if (marker === DHT) readHuffmanTables(bytes, segment, tables);
    else if (marker === SOS) scan = frame && readScan(bytes, frame, segment);
    else if (isFrameMarker(marker)) frame = readFrame(bytes, segment);
    else if (marker === ENTROPY_CODED && frame && scan && scan.components.length > 0) {
      const { units, blocks } = unitsOf(frame, scan);
      if (restartInterval > 0 && (segment.restarts ?? 0) < ceilDiv(units, restartInterval) - 1) return true;
      const bits = segment.length * 8;
      if (bits < leastBits(frame, scan, blocks)) return true;
      if (SEQUENTIAL.has(frame.marker) && bits < THIN_BITS_PER_BLOCK * blocks) {
        const coded = scanUnits(scan, tables);
        if (coded && countCodedUnits(bytes, segment.start, coded, units, restartInterval) < units) return true;
      }
    }
  }
  return false;
}

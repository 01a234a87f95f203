/**
 * What the harness page offers to Node (tests and benchmark) through `window.vetrinaHarness`.
 * Types and one selector: Node imports them without loading any browser code.
 */
import type { OrderSheetRequest } from '../../src/catalog/order-sheet/order-sheet.js';
import type { CatalogSettings, PhotoCaption } from '../../src/shared/index.js';
import type { BuildRequest, PhotoState } from '../../src/web/engine/index.js';
import type { Decoding } from '../../src/web/engine/protocol.js';

/** The file input Node fills with `page.setInputFiles`: disk-backed Files, as a user's are. */
export const PHOTO_INPUT = '#photos';

export interface PhaseFigures {
  /** From the first add (or the click) to the mark, in milliseconds. */
  ms: number;
  /**
   * The longest main-thread task seen during the phase: 'longtask' entries where the browser has
   * them, else the longest stall between heartbeats (see `capabilities().longTasks`); 0 when none.
   */
  longestTaskMs: number;
}

/** What the page's browser offers that changes how the engine runs or how it is measured. */
export interface PageCapabilities {
  /** 'longtask': PerformanceLongTaskTiming entries (Chromium); 'heartbeat': a timer's longest gap (stall-meter.ts). */
  longTasks: 'longtask' | 'heartbeat';
  /** What decodes a JPEG at the layout's DCT scale: the browser's ImageDecoder (Chromium) or the WebAssembly libjpeg (0890). */
  scaledJpegDecoder: 'ImageDecoder' | 'libjpeg-turbo in WebAssembly';
  userAgent: string;
}

export interface PrepareOptions {
  layout: Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>;
  preparation?: 'workers' | 'main-thread';
  /** 'full': every photo decoded at full size, the yardstick of scaled decoding; 'codec': the WebAssembly libjpeg. */
  decoding?: Decoding;
  /** Removed right after being added, while still queued. */
  removeAtOnce?: string[];
}

export type BuildOptions = Pick<BuildRequest, 'settings' | 'texts' | 'author' | 'captions' | 'accent' | 'quality'> & {
  /** The id of a chosen file to print as the brand's logo as well. */
  logoFrom?: string;
};

/** A click right after the drop: the build asked for as soon as the photos are added. */
export type DropOptions = BuildOptions & Pick<PrepareOptions, 'preparation' | 'decoding'>;

export interface BuildFigures extends PhaseFigures {
  size: number;
  printedCount: number;
  skipped: { name: string; reason: string }[];
}

export interface HarnessApi {
  /** Takes the files chosen in PHOTO_INPUT, giving them these ids in order; returns their total size. */
  useChosenFiles(ids: string[]): number;
  prepare(options: PrepareOptions): Promise<PhaseFigures & { states: PhotoState[] }>;
  build(options: BuildOptions): Promise<BuildFigures>;
  /** The last PDF, base64-encoded. */
  lastPdf(): string;
  /** Ids of the photos the engine started preparing, in order. */
  preparedIds(): string[];
  /** Adds the chosen files to a new engine and builds at once: from the first add to the PDF. */
  dropToPdf(options: DropOptions): Promise<BuildFigures>;
  capabilities(): PageCapabilities;
  /**
   * Issue 33: a product file read in the page as the import dialog reads it (text, its name, the
   * chosen photos' names), and the Excel order sheet written from its captions; captions by photo
   * (null where no row matched) and the workbook, base64-encoded.
   */
  orderSheetFromFile(file: { name: string; text: string }, photoNames: string[], request: Omit<OrderSheetRequest, 'captions'>): Promise<{ captions: (PhotoCaption | null)[]; xlsx: string }>;
  /** Issue 36.1: the chosen files' web renditions as 'Pubblica online' makes them, bytes base64-encoded. */
  webRenditions(): Promise<{ name: string; type: string; width: number; height: number; bytes: string }[][]>;
  /** The original product's way: data URLs, full-size embedding on the main thread, on the click. */
  naive(layout: PrepareOptions['layout']): Promise<Omit<BuildFigures, 'printedCount' | 'skipped'>>;
}

declare global {
  interface Window {
    vetrinaHarness: HarnessApi;
  }
}

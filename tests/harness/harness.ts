/**
 * The harness page: drives the browser engine exactly as the generator screen does, and measures it
 * with the marks the engine sets and the browser's long-task entries (a heartbeat where it has none).
 */
import { renderNaiveCatalog } from '../../scripts/bench/naive-catalog.js';
import { orderSheetXlsx } from '../../src/catalog/order-sheet/order-sheet.js';
import { importProducts, readLayout, readSpreadsheet } from '../../src/catalog/products/index.js';
import {
  PDF_READY_MARK,
  PHOTOS_READY_MARK,
  PREPARE_START_MARK,
  createCatalogEngine,
  type CatalogEngine,
  type PhotoState,
} from '../../src/web/engine/index.js';
import { workersUseCodec } from '../../src/web/engine/jpeg-codec/codec-choice.js';
import { makeRenditions } from '../../src/web/features/publishing/renditions.js';
import { PHOTO_INPUT, type BuildFigures, type BuildOptions, type HarnessApi, type PhaseFigures, type PrepareOptions } from './harness-api.js';
import { longestStallSince, startHeartbeat } from './stall-meter.js';

const files = new Map<string, File>();
const longTasks: PerformanceEntry[] = [];
const hasLongTasks = PerformanceObserver.supportedEntryTypes.includes('longtask');
if (hasLongTasks) new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
else startHeartbeat();

let engine: CatalogEngine | undefined;
let lastPdf: Uint8Array = new Uint8Array(0);

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function longestTaskSince(start: number): number {
  if (!hasLongTasks) return longestStallSince(start);
  return longTasks.filter((task) => task.startTime >= start).reduce((longest, task) => Math.max(longest, task.duration), 0);
}

/** Resolves with the time of the next mark of that name set after `since`. */
function nextMark(name: string, since: number): Promise<number> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const mark = list.getEntriesByName(name).find((entry) => entry.startTime >= since);
      if (!mark) return;
      observer.disconnect();
      resolve(mark.startTime);
    });
    observer.observe({ type: 'mark', buffered: true });
  });
}

/** Lets the long-task observer deliver the last entries of a phase before it is summed up. */
const settleObservers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function phase(start: number, end: number): Promise<PhaseFigures> {
  await settleObservers();
  return { ms: end - start, longestTaskMs: longestTaskSince(start) };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/** A new engine (the previous one disposed) for the layout's target. */
function startEngine({ preparation, decoding }: Pick<PrepareOptions, 'preparation' | 'decoding'>, layout: PrepareOptions['layout']): CatalogEngine {
  engine?.dispose();
  engine = createCatalogEngine({ preparation: preparation ?? 'workers', ...(decoding && { decoding }) });
  engine.setLayout(layout);
  return engine;
}

/** Builds with the current engine; the phase counts from `start`. */
async function buildSince(start: number, { logoFrom, ...options }: BuildOptions): Promise<BuildFigures> {
  if (!engine) throw new Error('prepare first');
  const done = nextMark(PDF_READY_MARK, start);
  const logo = logoFrom === undefined ? undefined : files.get(logoFrom);
  const result = await engine.build({ order: [...files.keys()], ...options, ...(logo && { logo }) });
  lastPdf = new Uint8Array(await result.pdf.arrayBuffer());
  return { ...(await phase(start, await done)), size: lastPdf.byteLength, printedCount: result.printedCount, skipped: result.skipped };
}

const api: HarnessApi = {
  useChosenFiles(ids) {
    const input = document.querySelector<HTMLInputElement>(PHOTO_INPUT);
    const chosen = [...(input?.files ?? [])];
    if (chosen.length !== ids.length) throw new Error(`${chosen.length} files chosen for ${ids.length} ids`);
    files.clear();
    chosen.forEach((file, index) => files.set(ids[index] ?? String(index), file));
    return chosen.reduce((total, file) => total + file.size, 0);
  },

  async prepare({ layout, removeAtOnce = [], ...options }) {
    const started = startEngine(options, layout);
    const start = performance.now();
    const ready = nextMark(PHOTOS_READY_MARK, start);
    started.add([...files].map(([id, file]) => ({ id, file })));
    for (const id of removeAtOnce) started.remove(id);
    const end = await ready;
    let states: ReadonlyMap<string, PhotoState> = new Map();
    started.subscribe((current) => (states = current))();
    return { ...(await phase(start, end)), states: [...states.values()] };
  },

  build: (options) => buildSince(performance.now(), options),

  dropToPdf({ preparation, decoding, ...options }) {
    const started = startEngine({ preparation, decoding }, options.settings);
    const start = performance.now();
    started.add([...files].map(([id, file]) => ({ id, file })));
    return buildSince(start, options);
  },

  capabilities: () => ({
    longTasks: hasLongTasks ? 'longtask' : 'heartbeat',
    scaledJpegDecoder: workersUseCodec() ? 'libjpeg-turbo in WebAssembly' : 'ImageDecoder',
    userAgent: navigator.userAgent,
  }),

  lastPdf: () => base64(lastPdf),

  async orderSheetFromFile(file, photoNames, request) {
    const rows = readSpreadsheet(new TextEncoder().encode(file.text), file.name);
    const layout = readLayout(rows);
    const { captions } = importProducts(rows, layout, layout.mapping, photoNames);
    const sheet = await orderSheetXlsx({ ...request, captions });
    return { captions: captions.map((caption) => caption ?? null), xlsx: base64(sheet.bytes) };
  },

  preparedIds() {
    return performance
      .getEntriesByName(PREPARE_START_MARK)
      .map((entry) => String((entry as PerformanceMark).detail?.id));
  },

  async webRenditions() {
    const made = [];
    for (const [id, file] of files) made.push((await makeRenditions(file, id)).map((rendition) => ({ name: rendition.file.name, type: rendition.file.type, width: rendition.width, height: rendition.height, bytes: base64(rendition.file.bytes) })));
    return made;
  },

  async naive(layout) {
    const start = performance.now();
    const dataUrls: string[] = [];
    for (const file of files.values()) dataUrls.push(await readAsDataUrl(file));
    const bytes = await renderNaiveCatalog(dataUrls, layout);
    const end = performance.now();
    return { ...(await phase(start, end)), size: bytes.byteLength };
  },
};

window.vetrinaHarness = api;

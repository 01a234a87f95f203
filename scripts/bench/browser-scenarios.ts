/**
 * The scenarios every browser runs, the same steps whatever drives it. Each scenario gets a fresh
 * browser, so that its peak memory is its own; the photos are chosen in the page's file input
 * before any clock starts, as a user's files are on disk before the drop.
 */
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import type { BuildOptions, HarnessApi, PageCapabilities } from '../../tests/harness/harness-api.js';
import type { BenchPhoto } from './bench-photos.js';
import { LOOK_EVERY_MS, browserCpuMs, sampleBrowserMemory, type MemoryFigures, type ProcessScope } from './browser-processes.js';
import type { Approach, Browser, Figures } from './figures.js';

export type BenchLayout = Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>;

export type HarnessResult<M extends keyof HarnessApi> = Promise<Awaited<ReturnType<HarnessApi[M]>>>;

/** One fresh browser showing the harness page, whatever drives it. */
export interface BrowserSession {
  /** Puts the files (absolute paths) into the page's file input, as a user choosing them does. */
  chooseFiles(paths: string[]): Promise<void>;
  /** Calls a harness method in the page and waits for its result. */
  call<M extends keyof HarnessApi>(method: M, ...args: Parameters<HarnessApi[M]>): HarnessResult<M>;
  /** The browser's processes, for its memory and CPU time. */
  processes: ProcessScope;
  close(): Promise<void>;
}

export interface BrowserDriver {
  browser: Browser;
  /** A fresh browser on the harness page, ready to be called. */
  open(url: string): Promise<BrowserSession>;
  close(): Promise<void>;
}

/** The figures read /proc: elsewhere the bench prints no memory figure rather than a zero. */
const peaks = (memory: MemoryFigures) =>
  process.platform === 'linux' ? { peakMemoryBytes: memory.pss, peakRssSumBytes: memory.rss, peakHeldBytes: memory.pssHeld } : {};

const failureOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error));

function buildOptions(layout: BenchLayout): BuildOptions {
  const settings: CatalogSettings = { ...DEFAULT_CATALOG_SETTINGS, ...layout };
  return { settings, texts: defaultTextsFor(settings.language), author: 'Vetrina bench' };
}

/** Opens a browser with the photos chosen, runs `steps` while sampling its memory, and closes it. */
async function inFreshBrowser(
  driver: BrowserDriver,
  url: string,
  photos: BenchPhoto[],
  steps: (session: BrowserSession) => Promise<Partial<Figures>>,
  sampleEveryMs?: number,
): Promise<Partial<Figures>> {
  let session: BrowserSession;
  try {
    session = await driver.open(url);
  } catch (error) {
    return { failure: `start: ${failureOf(error)}` };
  }
  const memory = sampleBrowserMemory(session.processes, sampleEveryMs);
  try {
    await session.chooseFiles(photos.map((photo) => photo.path));
    await session.call('useChosenFiles', photos.map((_, index) => String(index)));
    return { ...(await steps(session)), ...peaks(await memory.stop()) };
  } catch (error) {
    return { failure: failureOf(error), ...peaks(await memory.stop()) };
  } finally {
    // The figures are taken: a browser that closes badly is worth a warning, not the rest of the run.
    await session.close().catch((error: unknown) => console.warn(`closing ${driver.browser}: ${failureOf(error)}`));
  }
}

/** A PDF that left photos out measures a smaller catalogue: its figures must not pass for the full one. */
function printedAll(built: { printedCount: number; skipped: { name: string; reason: string }[] }, count: number): Partial<Figures> {
  if (built.printedCount === count) return {};
  const first = built.skipped[0];
  return { failure: `printed ${built.printedCount} of ${count}${first ? `: ${first.name} ${first.reason}` : ''}` };
}

/** Photos added, all prepared, then the click: each phase timed apart, with its CPU time. */
const staged = (layout: BenchLayout, decoding: 'scaled' | 'full', count: number) => async (session: BrowserSession) => {
  const cpuAtStart = await browserCpuMs(session.processes);
  const prepared = await session.call('prepare', { layout, decoding });
  const cpuAtClick = await browserCpuMs(session.processes);
  const built = await session.call('build', buildOptions(layout));
  return {
    prepareMs: prepared.ms,
    prepareCpuMs: cpuAtClick - cpuAtStart,
    buildMs: built.ms,
    buildCpuMs: (await browserCpuMs(session.processes)) - cpuAtClick,
    pdfBytes: built.size,
    longestTaskMs: Math.max(prepared.longestTaskMs, built.longestTaskMs),
    prepareLongestTaskMs: prepared.longestTaskMs,
    ...printedAll(built, count),
  };
};

/** The click right after the drop, as its own scenario: the build waits for the preparation it overlaps. */
const dropThenClick = (layout: BenchLayout, decoding: 'scaled' | 'full', count: number) => async (session: BrowserSession) => {
  const built = await session.call('dropToPdf', { ...buildOptions(layout), decoding });
  return { dropToPdfMs: built.ms, longestTaskMs: built.longestTaskMs, ...printedAll(built, count) };
};

const naive = (layout: BenchLayout) => async (session: BrowserSession) => {
  const cpuAtStart = await browserCpuMs(session.processes);
  const result = await session.call('naive', layout);
  const buildMs = result.ms;
  return { buildMs, buildCpuMs: (await browserCpuMs(session.processes)) - cpuAtStart, dropToPdfMs: buildMs, pdfBytes: result.size, longestTaskMs: result.longestTaskMs };
};

/** Both scenarios of a prepared approach in one row: the worse peak and longest task of the two. */
function merge(first: Partial<Figures>, second: Partial<Figures>): Partial<Figures> {
  const worst = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
  return {
    ...second,
    ...first,
    peakMemoryBytes: worst(first.peakMemoryBytes, second.peakMemoryBytes),
    peakRssSumBytes: worst(first.peakRssSumBytes, second.peakRssSumBytes),
    peakHeldBytes: worst(first.peakHeldBytes, second.peakHeldBytes),
    longestTaskMs: worst(first.longestTaskMs, second.longestTaskMs),
  };
}

export async function runBrowserApproach(
  driver: BrowserDriver,
  url: string,
  approach: Approach,
  photos: BenchPhoto[],
  layout: BenchLayout,
  longestTaskBy: PageCapabilities['longTasks'],
): Promise<Figures> {
  const base = { environment: driver.browser, approach, count: photos.length, longestTaskBy };
  if (approach === 'naive') return { ...base, ...(await inFreshBrowser(driver, url, photos, naive(layout))) };
  const first = await inFreshBrowser(driver, url, photos, staged(layout, approach, photos.length), LOOK_EVERY_MS.timed);
  const second = await inFreshBrowser(driver, url, photos, dropThenClick(layout, approach, photos.length));
  return { ...base, ...merge(first, second) };
}

/** What the browser offers (long tasks, ImageDecoder), asked once on a blank harness page. */
export async function pageCapabilities(driver: BrowserDriver, url: string): Promise<PageCapabilities> {
  const session = await driver.open(url);
  try {
    return await session.call('capabilities');
  } finally {
    await session.close();
  }
}

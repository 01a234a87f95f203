/**
 * One Node scenario, run in a child process of its own so that its peak RSS is its own:
 * `node --import tsx scripts/bench/node-run.ts <scaled|naive> <layout json> <photo paths...>`.
 * Prints the figures as one JSON line. 'scaled' is the CLI's sharp preparer: libvips shrinks a JPEG
 * while decoding it, so Node has no full-decoding variant to compare.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sniffImageFormat } from '../../src/catalog/images/image-header.js';
import { defaultTextsFor, prepareTargetFor, renderCatalog, type PreparedPhoto } from '../../src/catalog/index.js';
import { createFsFontSource } from '../../src/cli/fs-font-source.js';
import { createSharpPhotoPreparer } from '../../src/cli/sharp-photo-preparer.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import type { Approach, Figures } from './figures.js';
import { renderNaiveCatalog } from './naive-catalog.js';

const [approach, layoutJson, ...paths] = process.argv.slice(2) as [Approach, string, ...string[]];
const layout = JSON.parse(layoutJson) as Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>;
const settings: CatalogSettings = { ...DEFAULT_CATALOG_SETTINGS, ...layout };

/** User and system CPU time of the whole process (every thread, sharp's included) since `start`. */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** Runs `work` over the items with at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function prepared(files: Buffer[]): Promise<Partial<Figures>> {
  const preparer = createSharpPhotoPreparer();
  const target = prepareTargetFor(layout);
  const prepareStart = performance.now();
  const prepareCpu = process.cpuUsage();
  const photos: PreparedPhoto[] = await mapLimited(files, availableParallelism(), (bytes, index) =>
    preparer.prepare({ id: String(index), name: paths[index] ?? '', bytes: new Uint8Array(bytes) }, target),
  );
  const prepareMs = performance.now() - prepareStart;
  const prepareCpuMs = cpuMsSince(prepareCpu);
  const buildStart = performance.now();
  const buildCpu = process.cpuUsage();
  const pdf = await renderCatalog({ settings, texts: defaultTextsFor(settings.language), photos, author: 'Vetrina bench', fonts: createFsFontSource() });
  const buildMs = performance.now() - buildStart;
  // One process does one thing at a time: a click right after the drop waits for both phases.
  return { prepareMs, prepareCpuMs, buildMs, buildCpuMs: cpuMsSince(buildCpu), dropToPdfMs: prepareMs + buildMs, pdfBytes: pdf.byteLength };
}

async function naive(files: Buffer[]): Promise<Partial<Figures>> {
  const buildStart = performance.now();
  const buildCpu = process.cpuUsage();
  const dataUrls = files.map((bytes) => `data:image/${sniffImageFormat(bytes) ?? 'jpeg'};base64,${bytes.toString('base64')}`);
  const pdf = await renderNaiveCatalog(dataUrls, layout);
  const buildMs = performance.now() - buildStart;
  return { buildMs, buildCpuMs: cpuMsSince(buildCpu), dropToPdfMs: buildMs, pdfBytes: pdf.byteLength };
}

const files = await Promise.all(paths.map((path) => readFile(path)));
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const measured = approach === 'naive' ? await naive(files) : await prepared(files);
// The monitor records a block when its timer next fires: give it that one turn before reading.
await new Promise((resolve) => setTimeout(resolve, 20));
loop.disable();
const figures: Figures = {
  environment: 'node',
  approach,
  count: paths.length,
  ...measured,
  peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
  longestTaskMs: loop.max / 1e6,
  longestTaskBy: 'event loop',
};
console.info(JSON.stringify(figures));

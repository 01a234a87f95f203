/**
 * `npm run bench`: the prepared engine against the naive approach, in Node (sharp) and in headless
 * Chromium (workers), for 36 and 100 photos of 8-24 MP at 4 per page. It prints figures; it
 * asserts nothing. Options: see BENCH_USAGE.
 */
import { spawn } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readImageHeader } from '../../src/catalog/images/image-header.js';
import type { CatalogSettings } from '../../src/shared/index.js';
import { BENCH_PHOTO_DIR, ensureBenchPhotos, userPhotos, type BenchPhoto } from './bench-photos.js';
import { startChromiumBench } from './chromium-run.js';
import type { Approach, Figures } from './figures.js';
import { parseBenchOptions } from './options.js';
import { formatRatios, formatTable, formatTargets } from './report.js';

const LAYOUT: Pick<CatalogSettings, 'orientation' | 'imagesPerPage'> = { orientation: 'portrait', imagesPerPage: 4 };
const NODE_RUN = fileURLToPath(new URL('./node-run.ts', import.meta.url));

/** Runs one Node scenario in a child process, so its peak RSS is its own. */
function runNode(approach: Approach, photos: BenchPhoto[]): Promise<Figures> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', NODE_RUN, approach, JSON.stringify(LAYOUT), ...photos.map((p) => p.path)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code, signal) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) return resolve(JSON.parse(line) as Figures);
      const reason = signal ? `killed by ${signal}` : (stderr.trim().split('\n').pop() ?? `exit ${code}`);
      resolve({ environment: 'node', approach, count: photos.length, failure: reason });
    });
  });
}

async function describePhotos(photos: BenchPhoto[]): Promise<string> {
  let bytes = 0;
  const megapixels: number[] = [];
  for (const photo of photos) {
    bytes += (await stat(photo.path)).size;
    const file = await open(photo.path);
    const head = new Uint8Array(256 * 1024);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    await file.close();
    const header = readImageHeader(head.subarray(0, bytesRead));
    if (header) megapixels.push((header.width * header.height) / 1e6);
  }
  const range = megapixels.length ? `${Math.min(...megapixels).toFixed(1)}-${Math.max(...megapixels).toFixed(1)} MP` : 'sizes unknown';
  return `${photos.length} photos, ${(bytes / 1024 / 1024).toFixed(0)} MiB, ${range}`;
}

const options = parseBenchOptions(process.argv.slice(2));
const largest = Math.max(...options.counts);
const folder = options.photoFolder ?? BENCH_PHOTO_DIR;
console.info(options.photoFolder ? `Photos from ${folder}` : `Fixture photos in ${folder} (made once, then reused)`);
const photos = options.photoFolder ? await userPhotos(folder, largest) : await ensureBenchPhotos(largest);
console.info(`${await describePhotos(photos)}; layout: ${LAYOUT.imagesPerPage} per page, ${LAYOUT.orientation}\n`);

const approaches: Approach[] = options.naive ? ['prepared', 'naive'] : ['prepared'];
const results: Figures[] = [];
for (const environment of options.environments) {
  const chromium = environment === 'chromium' ? await startChromiumBench() : undefined;
  for (const count of options.counts) {
    const subset = photos.slice(0, count);
    for (const approach of approaches) {
      console.info(`running ${environment}, ${subset.length} photos, ${approach}...`);
      results.push(chromium ? await chromium.run(approach, subset, LAYOUT) : await runNode(approach, subset));
    }
  }
  await chromium?.close();
}

console.info(`\n${formatTable(results)}\n`);
const ratios = formatRatios(results);
if (ratios) console.info(`${ratios}\n`);
const targets = formatTargets(results);
if (targets) console.info(`Targets (Chromium, 2 cores):\n${targets}`);
console.info(
  '\nprepare: first photo added -> all prepared (background). click -> PDF: build -> PDF bytes. ' +
    'peak memory: Chromium = summed PSS of its processes (RSS sum beside it); Node = process max RSS. ' +
    'longest task: Chromium main-thread long task; Node event-loop block.',
);

/**
 * `npm run bench`: the engine with scaled decoding (as shipped), with full-size decoding (before
 * issue 14) and the naive approach, in Node (sharp) and in Chromium, Firefox and WebKit (workers),
 * and WebKit without OffscreenCanvas in workers (the page's fallback), then the real app's journey
 * in Chromium, Firefox and WebKit beside the engine (docs/decisions/0997, 1043),
 * for 36 and 100 camera-like photographs at 4 per page. It prints figures and the targets;
 * it asserts nothing. Options: see BENCH_USAGE; how each browser is driven: docs/decisions/0860.
 */
import { open, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { readImageHeader } from '../../src/catalog/images/image-header.js';
import { appDriver } from './app-drivers.js';
import { runAppJourney } from './app-journey.js';
import { APP_LEGEND, formatAppTables } from './app-report.js';
import { startAppServer } from './app-server.js';
import { buildHarness, serveHarness } from '../../tests/harness/serve-harness.js';
import { BENCH_PHOTO_DIR, ensureBenchPhotos, userPhotos, type BenchPhoto } from './bench-photos.js';
import { browsersReady, firefoxPath } from './browser-packages.js';
import { pageCapabilities, runBrowserApproach, type BenchLayout, type BrowserDriver } from './browser-scenarios.js';
import { chromiumDriver } from './chromium-run.js';
import { BROWSERS, browserOfJourney, isAppJourney, type AppFigures, type Approach, type Browser, type Figures } from './figures.js';
import { firefoxDriver } from './firefox-run.js';
import { runNode } from './node-scenario.js';
import { parseBenchOptions } from './options.js';
import { PHOTOGRAPH_DIR, photographs } from './photographs.js';
import { formatBrowserRatios, formatFallbackTargets, formatNativeFloor, formatTables, formatTargets } from './report.js';
import { webkitDriver } from './webkit-run.js';

const LAYOUT: BenchLayout = { orientation: 'portrait', imagesPerPage: 4 };
const HARNESS_DIR = resolve('.fixtures', 'bench-harness');

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

/** The user's folder, else the photographs (built once), else the synthetic fixtures. */
async function benchPhotos(folder: string | undefined, count: number): Promise<BenchPhoto[]> {
  if (folder) {
    console.info(`Photos from ${folder}`);
    return userPhotos(folder, count);
  }
  const built = await photographs(count);
  if (built) {
    console.info(`Photographs in ${PHOTOGRAPH_DIR} (built once, then reused)`);
    return built;
  }
  console.info(`Synthetic fixture photos in ${BENCH_PHOTO_DIR} (made once, then reused)`);
  return ensureBenchPhotos(count);
}

function startDriver(browser: Browser): Promise<BrowserDriver> | BrowserDriver {
  if (browser === 'chromium') return chromiumDriver();
  if (browser === 'firefox') return firefoxDriver(firefoxPath());
  if (browser === 'webkit') return webkitDriver();
  return webkitDriver({ name: browser, features: ['-OffscreenCanvasInWorkers'] });
}

/** The fallback only has the engine as shipped to measure: it never had a full-decoding path of its own. */
const approachesFor = (browser: Browser, full: Approach[], naive: Approach[]): Approach[] =>
  browser === 'webkit-fallback' ? ['scaled'] : ['scaled', ...full, ...naive];

const options = parseBenchOptions(process.argv.slice(2));
const largest = Math.max(...options.counts);
// Absolute: Firefox and WebKit resolve the files they are given from their own working directory.
const photos = (await benchPhotos(options.photoFolder, largest)).map((photo) => ({ ...photo, path: resolve(photo.path) }));
const layoutText = `${LAYOUT.imagesPerPage} per page, ${LAYOUT.orientation}`;
console.info(`${await describePhotos(photos)}; layout: ${layoutText}\n`);

const appJourneys = options.environments.filter(isAppJourney);
const appBrowsers = appJourneys.map(browserOfJourney);
const wantedBrowsers = BROWSERS.filter((browser) => options.environments.includes(browser) || (appBrowsers as Browser[]).includes(browser));
const browsers = wantedBrowsers.length > 0 ? browsersReady(wantedBrowsers) : [];
const server = browsers.some((browser) => options.environments.includes(browser)) ? (await buildHarness(HARNESS_DIR), await serveHarness(HARNESS_DIR)) : undefined;
// Two catalogues per count and journey (the staged run and the immediate click), each charged one credit.
const readyJourneys = appJourneys.filter((journey) => browsers.includes(browserOfJourney(journey)));
const app = readyJourneys.length > 0 ? await startAppServer({ credits: 2 * options.counts.length * readyJourneys.length, maxImages: largest }) : undefined;
const naive: Approach[] = options.naive ? ['naive'] : [];
const full: Approach[] = options.full ? ['full'] : [];
const results: Figures[] = [];
const appResults: AppFigures[] = [];
try {
  for (const environment of options.environments) {
    if (isAppJourney(environment)) {
      if (!app || !readyJourneys.includes(environment)) continue;
      const driver = appDriver(environment);
      for (const count of options.counts) {
        console.info(`running the app in ${driver.browser}, ${count} photos...`);
        appResults.push(await runAppJourney(driver, app.url, photos.slice(0, count)));
      }
      continue;
    }
    if (environment === 'node') {
      for (const count of options.counts) {
        for (const approach of ['scaled', ...naive] as Approach[]) {
          console.info(`running node, ${count} photos, ${approach}...`);
          results.push(await runNode(approach, photos.slice(0, count), LAYOUT));
        }
      }
      continue;
    }
    if (!server || !browsers.includes(environment)) continue;
    const driver = await startDriver(environment);
    try {
      const page = await pageCapabilities(driver, server.url);
      console.info(
        `${environment}: ${page.userAgent}; scaled JPEGs by ${page.scaledJpegDecoder}; ` +
          `longest task from ${page.longTasks === 'longtask' ? 'long-task entries' : 'a heartbeat (hb)'}`,
      );
      for (const count of options.counts) {
        for (const approach of approachesFor(environment, full, naive)) {
          console.info(`running ${environment}, ${count} photos, ${approach}...`);
          results.push(await runBrowserApproach(driver, server.url, approach, photos.slice(0, count), LAYOUT, page.longTasks));
        }
      }
    } finally {
      await driver.close();
    }
  }
} finally {
  await server?.close();
  await app?.close();
}

if (results.length > 0) console.info(`\n${formatTables(results, layoutText)}\n`);
if (appResults.length > 0) console.info(`\n${formatAppTables(appResults, results, layoutText)}\n`);
const targets = formatTargets(results);
if (targets) console.info(`Targets (Chromium, scaled decoding, 2 cores):\n${targets}\n`);
const floor = formatNativeFloor(results, availableParallelism());
if (floor) console.info(`The floor of this machine, for every engine:\n${floor}\n`);
const fallback = formatFallbackTargets(results);
if (fallback) console.info(`WebKit without OffscreenCanvas in workers (the page's fallback):\n${fallback}\n`);
const ratios = formatBrowserRatios(results);
if (ratios) console.info(`Firefox and WebKit against Chromium (scaled decoding):\n${ratios}\n`);
if (results.length > 0) {
  console.info(
  'prepare: first photo added -> all prepared (background). click -> PDF: build -> PDF bytes, photos prepared. ' +
    'drop -> PDF: photos added and build asked at once, in a browser of its own (Node: prepare + click). ' +
    'peak memory: browsers = summed PSS of their processes (RSS sum beside it, then PSS without file-backed pages, which the kernel may drop: the binary, fonts, photo files being copied); Node = process max RSS. ' +
    'longest task: main-thread long task (Chromium), or hb = longest gap of a 4 ms timer heartbeat (Firefox, WebKit: no long-task entries), ' +
    'or el = Node event-loop block. Node has no full-decoding row: sharp shrinks JPEGs on load.',
  );
}
if (appResults.length > 0) console.info(APP_LEGEND);

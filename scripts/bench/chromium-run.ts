/**
 * The Chromium scenarios: the harness page served on 127.0.0.1, a fresh browser per scenario so
 * that its peak memory is its own, figures read from the page's marks and long-task entries.
 */
import { join } from 'node:path';
import { launchChromium } from '../../tests/harness/chromium.js';
import { PHOTO_INPUT } from '../../tests/harness/harness-api.js';
import { buildHarness, serveHarness, type HarnessServer } from '../../tests/harness/serve-harness.js';
import { defaultTextsFor } from '../../src/catalog/index.js';
import { DEFAULT_CATALOG_SETTINGS, type CatalogSettings } from '../../src/shared/index.js';
import type { BenchPhoto } from './bench-photos.js';
import type { Approach, Figures } from './figures.js';
import { chromiumCpuMs, sampleChromiumMemory, type MemoryFigures } from './chromium-processes.js';

const HARNESS_DIR = join('.fixtures', 'bench-harness');

/** The figures read /proc: elsewhere the bench prints no memory figure rather than a zero. */
const peaks = (memory: MemoryFigures) =>
  process.platform === 'linux' ? { peakMemoryBytes: memory.pss, peakRssSumBytes: memory.rss } : {};

export interface ChromiumBench {
  run(approach: Approach, photos: BenchPhoto[], layout: Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>): Promise<Figures>;
  close(): Promise<void>;
}

export async function startChromiumBench(): Promise<ChromiumBench> {
  await buildHarness(HARNESS_DIR);
  const server: HarnessServer = await serveHarness(HARNESS_DIR);
  return {
    async run(approach, photos, layout) {
      const base: Figures = { environment: 'chromium', approach, count: photos.length };
      const memory = sampleChromiumMemory();
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(server.url);
        await page.waitForFunction(() => 'vetrinaHarness' in window);
        await page.setInputFiles(PHOTO_INPUT, photos.map((photo) => photo.path));
        await page.evaluate((ids) => window.vetrinaHarness.useChosenFiles(ids), photos.map((_, index) => String(index)));
        const cpuAtStart = await chromiumCpuMs();
        if (approach === 'naive') {
          const naive = await page.evaluate((grid) => window.vetrinaHarness.naive(grid), layout);
          const buildCpuMs = (await chromiumCpuMs()) - cpuAtStart;
          return { ...base, buildMs: naive.ms, buildCpuMs, pdfBytes: naive.size, longestTaskMs: naive.longestTaskMs, ...peaks(await memory.stop()) };
        }
        const prepared = await page.evaluate((grid) => window.vetrinaHarness.prepare({ layout: grid }), layout);
        const cpuAtClick = await chromiumCpuMs();
        const settings: CatalogSettings = { ...DEFAULT_CATALOG_SETTINGS, ...layout };
        const built = await page.evaluate((request) => window.vetrinaHarness.build(request), {
          settings,
          texts: defaultTextsFor(settings.language),
          author: 'Vetrina bench',
        });
        return {
          ...base,
          prepareMs: prepared.ms,
          prepareCpuMs: cpuAtClick - cpuAtStart,
          buildMs: built.ms,
          buildCpuMs: (await chromiumCpuMs()) - cpuAtClick,
          pdfBytes: built.size,
          longestTaskMs: Math.max(prepared.longestTaskMs, built.longestTaskMs),
          ...peaks(await memory.stop()),
        };
      } catch (error) {
        const failure = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
        return { ...base, failure, ...peaks(await memory.stop()) };
      } finally {
        await browser.close();
      }
    },
    close: () => server.close(),
  };
}

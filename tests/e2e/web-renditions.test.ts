/**
 * Issue 36.1 in Chromium: the web renditions 'Pubblica online' makes in the browser, from the
 * originals through the engine's decoder: 800, 1200 and 1600 px on the long edge, upright by EXIF, never
 * enlarged, WebP, each named by the SHA-256 of its bytes as the contract's STORED_FILE_NAME says.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_NAME } from '../../src/shared/schemas/published.js';
import { makeJpeg, makePng, makeRotatedJpeg } from '../fixtures/photos.js';
import { PHOTO_INPUT } from '../harness/harness-api.js';
import { buildHarness, serveHarness } from '../harness/serve-harness.js';
import { launchBrowser } from './support/browser.js';

let browser: Browser;
let harness: Awaited<ReturnType<typeof serveHarness>>;
let work = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vetrina-renditions-'));
  [browser, harness] = await Promise.all([launchBrowser(), buildHarness(join(work, 'site')).then(() => serveHarness(join(work, 'site')))]);
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

describe('web renditions in Chromium', () => {
  it('makes 800, 1200 and 1600 px WebP renditions upright, one for a small photo, named by their hash', async () => {
    const paths = [join(work, 'landscape.jpg'), join(work, 'phone.jpg'), join(work, 'small.png')];
    await writeFile(paths[0] ?? '', await makeJpeg({ width: 3000, height: 2000, seed: 1 }));
    await writeFile(paths[1] ?? '', await makeRotatedJpeg({ width: 2000, height: 1500, seed: 2, orientation: 6 }));
    await writeFile(paths[2] ?? '', await makePng({ width: 500, height: 400, seed: 3 }));
    const page = await (await browser.newContext()).newPage();
    await page.goto(harness.url);
    await page.waitForFunction(() => 'vetrinaHarness' in window);
    await page.setInputFiles(PHOTO_INPUT, paths);
    await page.evaluate(() => window.vetrinaHarness.useChosenFiles(['landscape', 'phone', 'small']));
    const made = await page.evaluate(() => window.vetrinaHarness.webRenditions());
    expect(made.map((renditions) => renditions.map(({ width, height, type }) => `${width}x${height} ${type}`))).toEqual([
      ['800x533 image/webp', '1200x800 image/webp', '1600x1067 image/webp'],
      ['800x600 image/webp', '1200x900 image/webp', '1600x1200 image/webp'],
      ['500x400 image/webp'],
    ]);
    for (const rendition of made.flat()) {
      const bytes = Buffer.from(rendition.bytes, 'base64');
      expect(rendition.name).toMatch(STORED_FILE_NAME);
      expect(rendition.name).toBe(`${createHash('sha256').update(bytes).digest('hex')}.webp`);
      const read = await sharp(bytes).metadata();
      expect([read.format, read.width, read.height]).toEqual(['webp', rendition.width, rendition.height]);
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    }
  });
});

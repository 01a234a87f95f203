/**
 * The engine's harness page in Chromium with photos chosen: the photos written to a temporary
 * folder, the harness built and served, the page open and its files named by id.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium.js';
import { PHOTO_INPUT } from './harness-api.js';
import { buildHarness, serveHarness } from './serve-harness.js';

export interface HarnessPhoto {
  id: string;
  name: string;
  bytes: Buffer;
}

export interface OpenHarness {
  page: Page;
  /** Errors the page threw: a test can assert there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

export async function openHarness(photos: HarnessPhoto[]): Promise<OpenHarness> {
  const work = await mkdtemp(join(tmpdir(), 'vetrina-harness-'));
  await mkdir(join(work, 'photos'));
  const paths = photos.map((photo) => join(work, 'photos', photo.name));
  await Promise.all(photos.map((photo, index) => writeFile(paths[index] ?? '', photo.bytes)));
  await buildHarness(join(work, 'site'));
  const server = await serveHarness(join(work, 'site'));
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.url);
    await page.waitForFunction(() => 'vetrinaHarness' in window);
    await page.setInputFiles(PHOTO_INPUT, paths);
    await page.evaluate((ids) => window.vetrinaHarness.useChosenFiles(ids), photos.map((photo) => photo.id));
    return { page, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FIXTURE_EXTENSIONS, makePhoto, type FixtureFormat } from '../../fixtures/photos.js';

/** Signs in through the login screen and waits for the generator. */
export async function signIn(page: Page, baseUrl: string, username: string, password = 'password-123'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('heading', { name: 'Personalizza il Catalogo' }).waitFor();
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function upload(page: Page, files: UploadFile[]): Promise<void> {
  await page.getByTestId('upload-input').setInputFiles(files);
}

/** Waits until every photo card says the engine has prepared it. */
export async function waitForPhotosReady(page: Page, count: number): Promise<void> {
  await page.locator('[data-testid="image-card"][data-status="ready"]').nth(count - 1).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="image-card"]').length === n && document.querySelectorAll('[data-testid="image-card"]:not([data-status="ready"])').length === 0, count);
}

/** Waits until the draft as it stands is in IndexedDB, so a reload finds it. */
export async function waitForDraftSaved(page: Page): Promise<void> {
  await page.locator('[data-testid="draft-status"][data-state="saved"]').waitFor();
}

/** Waits for a toast holding the text (one toast is visible at a time, spec 9). */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

const MIME_TYPES: Record<FixtureFormat, string> = {
  jpeg: 'image/jpeg',
  'jpeg-exif-6': 'image/jpeg',
  'jpeg-exif-8': 'image/jpeg',
  png: 'image/png',
  'png-alpha': 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** A small real photo (sharp-made) ready for the upload input. */
export async function photoFile(format: FixtureFormat, seed: number): Promise<UploadFile> {
  return {
    name: `foto-${seed}.${FIXTURE_EXTENSIONS[format]}`,
    mimeType: MIME_TYPES[format],
    buffer: await makePhoto(format, { width: 360 + seed * 20, height: 480, seed }),
  };
}

/** Picks a radio choice the way a person does: by clicking its visible label. */
export async function choose(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('radio', { name }).locator('xpath=..').click();
}

/** expect.poll with room for a real server and browser on a busy 2-core machine. */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

/**
 * A refused submit focuses the first field in error, then again from a zero-delay timer
 * (react-hook-form's handleSubmit). A person never types in between; a test that did would see its
 * next fill land in the field that timer focuses. Resolves once `field` has the focus and a timer set
 * after it has run.
 */
export async function waitForRefocusedField(field: Locator): Promise<void> {
  await eventually(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await field.page().evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Issue 11.2 and 11.5 in Chromium: a text that would need type under 6 pt is refused beside its
 * field and in the preview, and the PDF cannot be generated until it is shortened; characters no
 * font has are named where they were typed and in the preview, and the PDF prints a visible U+FFFD.
 * Issue 26.4: a caption's name beyond two lines is told on its card and does not block the PDF.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, UI_TEXTS } from '../../src/shared/index.js';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makeJpeg } from '../fixtures/photos.js';
import { pdfText } from '../unit/engine/poppler.js';
import { DESKTOP, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { choose, eventually, signIn, upload, waitForPhotosReady, waitForToast } from './support/user-ui.js';

/** A text of `length` characters made of one sentence. */
function repeated(sentence: string, length: number): string {
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

const LONG_INTRODUCTION = repeated('春のコレクションは、上質な素材と職人の手仕事から生まれました。', LIMITS.introductionMax);
const LONG_SUBTITLE = repeated('素材と職人の手仕事', LIMITS.subtitleMax);

let app: CustomerApp;

beforeAll(async () => {
  // One customer per test: each starts from an empty draft.
  app = await startCustomerApp([
    { username: 'noemi', crediti: 1 },
    { username: 'ottavia', crediti: 1 },
    { username: 'petra', crediti: 1 },
  ]);
});

afterAll(() => app?.close());

describe('texts that would not print as typed', () => {
  it('refuses a text that needs type under 6 pt beside its field and in the preview, until it is shortened', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'noemi');
    await upload(page, [{ name: 'abito.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 800, height: 1000, seed: 1 }) }]);
    await waitForPhotosReady(page, 1);
    await choose(page, '9 (3×3)');
    await page.getByLabel('Sottotitolo').fill(LONG_SUBTITLE);
    await page.getByLabel('Introduzione').fill(LONG_INTRODUCTION);

    const introduction = page.getByLabel('Introduzione');
    await eventually(() => introduction.getAttribute('aria-invalid')).toBe('true');
    const problem = page.getByTestId('field-problem').filter({ hasText: UI_TEXTS.generator.textTooLong });
    expect(await problem.count()).toBe(1);
    expect(await page.getByTestId('preview-cut-texts').textContent()).toBe(UI_TEXTS.generator.textsTooLong('introduzione'));
    const generate = page.getByRole('button', { name: UI_TEXTS.generator.generateButton });
    expect(await generate.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Shorter, it fits at 6 pt or more: the refusal goes and the PDF can be made.
    await introduction.fill(LONG_INTRODUCTION.slice(0, 120));
    await eventually(() => page.getByTestId('preview-cut-texts').count()).toBe(0);
    expect(await introduction.getAttribute('aria-invalid')).toBeNull();
    expect(await generate.isDisabled()).toBe(false);
    await context.close();
  });

  it('tells on its card, without refusing, a caption name that does not fit two lines under its photo (issue 26.4)', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'ottavia');
    // Ten photos: the grid's own frames at 9 per page (a photo alone would print as large as the page holds, decision 1068).
    const others = await Promise.all(Array.from({ length: 9 }, async (_, index) => ({ name: `foto-${index}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 400, height: 300, seed: 10 + index }) })));
    await upload(page, [{ name: 'borsa.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 800, height: 600, seed: 2 }) }, ...others]);
    await waitForPhotosReady(page, 10);
    await choose(page, '9 (3×3)');
    const card = page.getByTestId('image-card').filter({ hasText: 'borsa.jpg' });
    await card.getByRole('button', { name: `${DRAFT_TEXTS.addCaption} di borsa.jpg` }).click();
    await card.getByLabel(DRAFT_TEXTS.captionName).fill(repeated('職人の手仕事のバッグ', LIMITS.captionNameMax));
    await eventually(() => card.getByTestId('caption-problem').textContent()).toBe(UI_TEXTS.generator.captionShortened);
    expect(await page.getByTestId('preview-cut-texts').count()).toBe(0);
    expect(await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).isDisabled()).toBe(false);
    await context.close();
  });

  it('names characters no font has where they were typed, and prints them as a visible stand-in', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'petra');
    await page.getByLabel('Titolo', { exact: true }).fill('Saldi กข');
    const expected = UI_TEXTS.generator.unprintable('ก ข');
    // Said in the form before any photo is added.
    await eventually(() => page.getByTestId('field-problem').textContent()).toBe(expected);
    await upload(page, [{ name: 'giacca.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 800, height: 1000, seed: 3 }) }]);
    await waitForPhotosReady(page, 1);
    await eventually(() => page.getByTestId('preview-unprintable').textContent()).toBe(expected);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: UI_TEXTS.generator.generateButton }).click();
    const path = join(await mkdtemp(join(tmpdir(), 'vetrina-unprintable-')), 'catalogo.pdf');
    await (await download).saveAs(path);
    await waitForToast(page, UI_TEXTS.generator.generatedTitle);
    expect(await pdfText(path, 1)).toContain('Saldi \ufffd\ufffd');
    await context.close();
  });
});

/**
 * Issue 27.12 in Chromium: 'Sposta prima' and 'Sposta dopo' lie inside their photo's card at every
 * width, from a 320 px phone to a desktop, with long captions imported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makeJpeg } from '../fixtures/photos.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { signIn, upload, waitForPhotosReady } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'giada', crediti: 1 }]);
});

afterAll(() => app?.close());

describe('the move buttons', () => {
  it('fit inside their card at 320, 360, 390, 768, 1024 and 1366 px', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'giada');
    const photos = await Promise.all([1, 2, 3].map(async (seed) => ({ name: `foto-con-un-nome-lungo-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg({ width: 300, height: 400, seed }) })));
    await upload(page, photos);
    await waitForPhotosReady(page, 3);
    // Long captions, as an imported product file gives them: a caption line never widens the card's content.
    const sheet = ['Codice;Nome;Prezzo', ...[1, 2, 3].map((seed) => `foto-con-un-nome-lungo-${seed};Giacca doppiopetto in lana vergine con revers a lancia ${seed};1520,00`)].join('\r\n');
    await page.getByTestId('products-input').setInputFiles({ name: 'listino.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    await page.getByRole('dialog').getByRole('button', { name: 'Applica alle didascalie' }).click();
    await page.getByTestId('caption-summary').nth(2).waitFor();
    const overflowing: string[] = [];
    for (const width of [320, 360, 390, 768, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes: string[] = [];
      for (const card of await page.getByTestId('image-card').all()) {
        // Measured in view, as a person sees it: a card scrolled away is not laid out
        // (content-visibility: auto) and keeps the size it last had.
        await card.scrollIntoViewIfNeeded();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        boxes.push(
          ...(await card.evaluate(
            (element, labels) => {
              const outer = element.getBoundingClientRect();
              return [...element.querySelectorAll('button')]
                .filter((button) => labels.some((label) => button.textContent?.startsWith(label)))
                .map((button) => {
                  const inner = button.getBoundingClientRect();
                  const inside = inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
                  // The label must not spill out of its own button either.
                  const spills = button.scrollWidth > button.clientWidth + 1;
                  return inside && !spills ? '' : `${button.textContent} ${Math.round(inner.left)}-${Math.round(inner.right)} in ${Math.round(outer.left)}-${Math.round(outer.right)}`;
                });
            },
            [DRAFT_TEXTS.moveEarlier, DRAFT_TEXTS.moveLater],
          )),
        );
      }
      expect(boxes.length).toBe(6);
      overflowing.push(...boxes.filter(Boolean).map((box) => `${width} px: ${box}`));
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});

/**
 * Issue 15: reordering the photos on a phone - 'Sposta prima' / 'Sposta dopo' on each card and a
 * held-finger drag - announced to screen readers like the keyboard reorder (docs/decisions/0790).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_TEXTS } from '../../src/web/features/generator/draft/draft-texts.js';
import { makePhoto } from '../fixtures/photos.js';
import { DESKTOP, PHONE, saveScreenshot, seriousViolations } from './support/browser.js';
import { startCustomerApp, type CustomerApp } from './support/customer-app.js';
import { eventually, signIn, upload, waitForPhotosReady, type UploadFile } from './support/user-ui.js';

let app: CustomerApp;

beforeAll(async () => {
  app = await startCustomerApp([{ username: 'giulia', crediti: 3 }]);
});

afterAll(() => app?.close());

/** Portrait photos of different heights: the cards must still line up. */
async function portraits(): Promise<UploadFile[]> {
  const sizes = [
    [300, 900],
    [600, 800],
    [400, 1000],
  ] as const;
  return Promise.all(sizes.map(async ([width, height], index) => ({ name: `ritratto-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: await makePhoto('jpeg', { width, height, seed: index }) })));
}

const cards = (page: Page) => page.getByTestId('image-card');
const card = (page: Page, fileName: string) => cards(page).filter({ has: page.getByText(fileName, { exact: true }) });
const announcement = (page: Page) => page.getByTestId('reorder-announcement').textContent();

function cardOrder(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger held on one card's photo until the card lifts, then moved onto another card and
 * lifted: real touch events through the DevTools protocol, as a phone's screen sends them.
 */
async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = await centre(from.locator('img'));
  const end = await centre(to.locator('img'));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await page.locator('[data-testid="image-card"][data-dragging="true"]').waitFor();
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    const point = { x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('reordering the photos on a phone', () => {
  it("moves a photo with 'Sposta prima' / 'Sposta dopo' and with a held finger, and announces each move", async () => {
    const context = await app.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'giulia');
    await upload(page, await portraits());
    await waitForPhotosReady(page, 3);
    expect(await cardOrder(page)).toEqual(['ritratto-1.jpg', 'ritratto-2.jpg', 'ritratto-3.jpg']);

    // A tap on 'Sposta prima': the third photo becomes the second, focus stays on the button.
    const earlier = card(page, 'ritratto-3.jpg').getByRole('button', { name: `${DRAFT_TEXTS.moveEarlier} ritratto-3.jpg` });
    await earlier.tap();
    await eventually(() => cardOrder(page)).toEqual(['ritratto-1.jpg', 'ritratto-3.jpg', 'ritratto-2.jpg']);
    await eventually(() => announcement(page)).toBe(DRAFT_TEXTS.moved(2, 3));
    await card(page, 'ritratto-3.jpg').getByText('Immagine 2', { exact: true }).waitFor();
    await eventually(() => earlier.evaluate((button) => button === document.activeElement)).toBe(true);

    // Once more to the top; there 'Sposta prima' stays focusable but does nothing.
    await earlier.tap();
    await eventually(() => cardOrder(page)).toEqual(['ritratto-3.jpg', 'ritratto-1.jpg', 'ritratto-2.jpg']);
    await eventually(() => announcement(page)).toBe(DRAFT_TEXTS.moved(1, 3));
    expect(await earlier.getAttribute('aria-disabled')).toBe('true');
    await earlier.tap({ force: true }); // aria-disabled: playwright would wait for it to be enabled
    expect(await cardOrder(page)).toEqual(['ritratto-3.jpg', 'ritratto-1.jpg', 'ritratto-2.jpg']);

    await card(page, 'ritratto-1.jpg').getByRole('button', { name: `${DRAFT_TEXTS.moveLater} ritratto-1.jpg` }).tap();
    await eventually(() => cardOrder(page)).toEqual(['ritratto-3.jpg', 'ritratto-2.jpg', 'ritratto-1.jpg']);
    await eventually(() => announcement(page)).toBe(DRAFT_TEXTS.moved(3, 3));

    // A held finger: the last card dropped on the first takes its place.
    await page.getByRole('list', { name: 'Immagini caricate' }).evaluate((list) => list.scrollIntoView({ block: 'center' }));
    await touchDrag(page, card(page, 'ritratto-1.jpg'), card(page, 'ritratto-3.jpg'));
    await eventually(() => cardOrder(page)).toEqual(['ritratto-1.jpg', 'ritratto-3.jpg', 'ritratto-2.jpg']);
    await eventually(() => announcement(page)).toBe(DRAFT_TEXTS.moved(1, 3));
    await card(page, 'ritratto-1.jpg').getByText('Immagine 1', { exact: true }).waitFor();

    // A finger that moves at once is a swipe (the page scrolls), not a drag: nothing moves.
    const cdp = await context.newCDPSession(page);
    const from = await centre(card(page, 'ritratto-2.jpg').locator('img'));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= 10; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y - step * 20 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(await page.locator('[data-dragging="true"]').count()).toBe(0);
    expect(await cardOrder(page)).toEqual(['ritratto-1.jpg', 'ritratto-3.jpg', 'ritratto-2.jpg']);

    expect(await seriousViolations(page, '[data-testid="image-card"]')).toEqual([]);
    await saveScreenshot(page, 'reorder-phone');
    await context.close();
  });

  it('lines the cards of portrait photos up on a desktop, the status badge clear of the photo', async () => {
    const context = await app.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, app.server.url, 'giulia');
    await upload(page, await portraits());
    await waitForPhotosReady(page, 3);
    const layout = await cards(page).evaluateAll((items) =>
      items.map((item) => {
        const img = item.querySelector('img');
        // The photo is drawn inside the image's content box (object-contain): its padding is free.
        const photoBottom = img ? img.getBoundingClientRect().bottom - parseFloat(getComputedStyle(img).paddingBottom) : 0;
        const badge = [...item.querySelectorAll('span')].find((span) => span.textContent === 'Pronta')?.getBoundingClientRect();
        const caption = item.querySelector('[aria-expanded]')?.getBoundingClientRect();
        return { top: item.getBoundingClientRect().top, height: item.getBoundingClientRect().height, photoBottom, badgeTop: badge?.top ?? 0, captionTop: caption?.top ?? 0 };
      }),
    );
    // One row of three: same top, same height, the caption toggles at the same height.
    expect(new Set(layout.map((item) => Math.round(item.top))).size).toBe(1);
    expect(new Set(layout.map((item) => Math.round(item.height))).size).toBe(1);
    expect(new Set(layout.map((item) => Math.round(item.captionTop))).size).toBe(1);
    for (const item of layout) expect(item.badgeTop).toBeGreaterThanOrEqual(item.photoBottom - 1);

    // A mouse drag keeps working: the first card dropped on the last takes its place.
    await card(page, 'ritratto-1.jpg').dragTo(card(page, 'ritratto-3.jpg'), { steps: 8 });
    await eventually(() => cardOrder(page)).toEqual(['ritratto-2.jpg', 'ritratto-3.jpg', 'ritratto-1.jpg']);
    await eventually(() => announcement(page)).toBe(DRAFT_TEXTS.moved(3, 3));
    await saveScreenshot(page, 'reorder-desktop');
    await context.close();
  });
});

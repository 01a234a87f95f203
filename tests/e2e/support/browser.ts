import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** Debian's Chromium, headless, with the flags that keep it off the closed network (STACK). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** axe's serious and critical violations on the page as it stands (or inside `include`), as readable lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colours read mid-transition (a button fading from disabled to enabled) are no colours a person
  // reads: wait for every finite animation and transition to end first.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const SCREENS_DIR = 'test-results/screens';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage: true });
}

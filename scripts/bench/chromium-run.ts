/** Chromium for the bench: Debian's build through playwright-core, files chosen with setInputFiles. */
import { launchChromium } from '../../tests/harness/chromium.js';
import { PHOTO_INPUT, type HarnessApi } from '../../tests/harness/harness-api.js';
import type { BrowserDriver, BrowserSession, HarnessResult } from './browser-scenarios.js';
import { chromiumProcesses } from './browser-processes.js';

type HarnessMethods = Record<string, (...values: unknown[]) => unknown>;

export function chromiumDriver(): BrowserDriver {
  return {
    browser: 'chromium',
    async open(url): Promise<BrowserSession> {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.goto(url);
        await page.waitForFunction(() => 'vetrinaHarness' in window);
        return {
          chooseFiles: (paths) => page.setInputFiles(PHOTO_INPUT, paths),
          call: <M extends keyof HarnessApi>(method: M, ...args: Parameters<HarnessApi[M]>) =>
            page.evaluate(
              ([name, values]) => (window.vetrinaHarness as unknown as HarnessMethods)[name]?.(...values),
              [method, args] as [string, unknown[]],
            ) as HarnessResult<M>,
          processes: chromiumProcesses(),
          close: () => browser.close(),
        };
      } catch (error) {
        await browser.close();
        throw error;
      }
    },
    close: async () => undefined,
  };
}

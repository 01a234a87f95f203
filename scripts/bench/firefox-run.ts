/**
 * Firefox for the bench: Debian's firefox-esr through puppeteer-core over WebDriver BiDi, files
 * chosen with ElementHandle.uploadFile (BiDi's input.setFiles).
 */
import puppeteer, { type Browser, type ElementHandle } from 'puppeteer-core';
import { PHOTO_INPUT, type HarnessApi } from '../../tests/harness/harness-api.js';
import type { BrowserDriver, BrowserSession, HarnessResult } from './browser-scenarios.js';
import { firefoxProcesses } from './browser-processes.js';

type HarnessMethods = Record<string, (...values: unknown[]) => unknown>;

/** 100 photos decoded at full size outlast puppeteer's default 3-minute command limit on a busy machine. */
export const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;

export interface FirefoxLaunch {
  browser: Browser;
  /** Firefox's content, socket and utility processes all descend from the one puppeteer started. */
  root: number;
}

/** A headless Firefox over BiDi, for the engine's runs and the app's journey; `prefs` are added to puppeteer's. */
export async function launchFirefox(executablePath: string, prefs: Record<string, unknown> = {}): Promise<FirefoxLaunch> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    protocol: 'webDriverBiDi',
    headless: true,
    protocolTimeout: COMMAND_TIMEOUT_MS,
    extraPrefsFirefox: prefs,
  });
  const root = browser.process()?.pid;
  if (root === undefined) {
    await browser.close();
    throw new Error('Firefox started without a process of its own');
  }
  return { browser, root };
}

export function firefoxDriver(executablePath: string): BrowserDriver {
  return {
    browser: 'firefox',
    async open(url): Promise<BrowserSession> {
      const { browser, root } = await launchFirefox(executablePath);
      try {
        const page = await browser.newPage();
        page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
        await page.goto(url);
        await page.waitForFunction(() => 'vetrinaHarness' in window);
        return {
          async chooseFiles(paths) {
            const input = (await page.$(PHOTO_INPUT)) as ElementHandle<HTMLInputElement> | null;
            if (!input) throw new Error(`no ${PHOTO_INPUT} on the harness page`);
            await input.uploadFile(...paths);
          },
          call: <M extends keyof HarnessApi>(method: M, ...args: Parameters<HarnessApi[M]>) =>
            page.evaluate(
              (name, values) => (window.vetrinaHarness as unknown as HarnessMethods)[name]?.(...values),
              method as string,
              args as unknown[],
            ) as HarnessResult<M>,
          processes: firefoxProcesses(root),
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

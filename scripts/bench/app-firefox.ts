/**
 * Firefox for the app journey: the bench's Firefox launcher (puppeteer-core over WebDriver BiDi),
 * the user signed in through the login screen, files chosen with ElementHandle.uploadFile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import { APP_PASSWORD, APP_USER } from './app-server.js';
import { LOGIN, UPLOAD_INPUT } from './app-login.js';
import type { AppDriver, AppSession } from './app-journey.js';
import { COMMAND_TIMEOUT_MS, launchFirefox } from './firefox-run.js';
import { firefoxProcesses } from './browser-processes.js';

/**
 * The PDF's size is read in the page (app-journey-page.ts); the download itself goes to a folder of
 * the session's, unasked, so that no dialog waits and nothing piles up in ~/Downloads.
 */
const downloadPrefs = (folder: string) => ({
  'browser.download.folderList': 2,
  'browser.download.dir': folder,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
});

export function appFirefoxDriver(executablePath: string): AppDriver {
  return {
    browser: 'firefox',
    async open(url): Promise<AppSession> {
      const downloads = await mkdtemp(join(tmpdir(), 'vetrina-bench-firefox-'));
      const { browser, root } = await launchFirefox(executablePath, downloadPrefs(downloads)).catch(async (error: unknown) => {
        await rm(downloads, { recursive: true, force: true });
        throw error;
      });
      const close = async () => {
        await browser.close();
        await rm(downloads, { recursive: true, force: true });
      };
      try {
        const page = await browser.newPage();
        page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
        await page.goto(`${url}/login`);
        await page.type(LOGIN.username, APP_USER);
        await page.type(LOGIN.password, APP_PASSWORD);
        await page.click(LOGIN.submit);
        await page.waitForSelector(UPLOAD_INPUT);
        return {
          async chooseFiles(paths) {
            const input = (await page.$(UPLOAD_INPUT)) as ElementHandle<HTMLInputElement> | null;
            if (!input) throw new Error('no upload-input on the generator');
            await input.uploadFile(...paths);
          },
          evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
          // No evaluateInWorkers: puppeteer lists the photo workers' realms over BiDi, but
          // Firefox 153 ESR answers script.evaluate in them with "no such frame: Realm ... not
          // found", so their phase measures cannot be read (the page's are).
          processes: firefoxProcesses(root),
          close,
        };
      } catch (error) {
        await close();
        throw error;
      }
    },
  };
}

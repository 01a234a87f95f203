/**
 * Chromium for the app journey: the bench's own launcher, the user signed in through the login
 * screen. The browser keeps a profile on disk, as a user's does: a Playwright context of its own is
 * off the record, where Chromium holds IndexedDB and the origin-private file system in the browser
 * process's memory, so the draft's copy of 100 photos counted 400-500 MB that a user's browser
 * writes to disk (docs/decisions/1049).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/harness/chromium.js';
import { signIn } from '../../tests/e2e/support/user-ui.js';
import { APP_USER } from './app-server.js';
import type { AppDriver, AppSession } from './app-journey.js';
import { chromiumProcesses } from './browser-processes.js';
import { traceMainThread } from './chromium-main-thread.js';

export const appChromiumDriver: AppDriver = {
  browser: 'chromium',
  async open(url): Promise<AppSession> {
    const profile = await mkdtemp(join(tmpdir(), 'vetrina-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const close = async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    };
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, url, APP_USER);
      // The heading comes before the upload zone while the draft is looked up: the journey's script needs the input.
      await page.getByTestId('upload-input').waitFor({ state: 'attached' });
      return {
        chooseFiles: (paths) => page.getByTestId('upload-input').setInputFiles(paths),
        evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
        // Playwright reaches dedicated workers in Chromium: the photo workers' phase measures.
        evaluateInWorkers: <T>(script: string) => Promise.all(page.workers().map((worker) => worker.evaluate(script) as Promise<T>)),
        traceMainThread: async () => traceMainThread(await context.newCDPSession(page)),
        processes: chromiumProcesses(),
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  },
};

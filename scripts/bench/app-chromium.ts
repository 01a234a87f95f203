/** Chromium for the app journey: the bench's own launcher, the user signed in through the login screen. */
import { launchChromium } from '../../tests/harness/chromium.js';
import { signIn } from '../../tests/e2e/support/user-ui.js';
import { APP_USER } from './app-server.js';
import type { AppDriver, AppSession } from './app-journey.js';

export const appChromiumDriver: AppDriver = {
  browser: 'chromium',
  async open(url): Promise<AppSession> {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await signIn(page, url, APP_USER);
      // The heading comes before the upload zone while the draft is looked up: the journey's script needs the input.
      await page.getByTestId('upload-input').waitFor({ state: 'attached' });
      return {
        chooseFiles: (paths) => page.getByTestId('upload-input').setInputFiles(paths),
        evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
        // Playwright reaches dedicated workers in Chromium: the photo workers' phase measures.
        evaluateInWorkers: <T>(script: string) => Promise.all(page.workers().map((worker) => worker.evaluate(script) as Promise<T>)),
        // As for the engine rows: the browser's processes are this process's children named chrom*.
        processes: { root: process.pid, includes: (command) => /chrom/i.test(command) },
        close: () => browser.close(),
      };
    } catch (error) {
      await browser.close();
      throw error;
    }
  },
};

/**
 * WebKit for the app journey: the bench's WebKitWebDriver on Xvfb (webkit-run.ts), one driver per
 * session so that the journey's processes are that MiniBrowser's alone, the user signed in through
 * the login screen, files chosen with "Element Send Keys" (newline-separated paths). WebDriver
 * classic reaches no worker: the photo workers' phase measures are not read.
 */
import { APP_PASSWORD, APP_USER } from './app-server.js';
import { LOGIN, UPLOAD_INPUT } from './app-login.js';
import type { AppDriver, AppSession } from './app-journey.js';
import { newSession } from './webdriver-client.js';
import { SCRIPT_TIMEOUT_MS, startWebKitWebDriver, waitFor } from './webkit-run.js';

/** A first page load and a sign-in on a busy machine. */
const PAGE_TIMEOUT_MS = 60_000;

export const appWebKitDriver: AppDriver = {
  browser: 'webkit',
  async open(url): Promise<AppSession> {
    const driver = await startWebKitWebDriver();
    let session: Awaited<ReturnType<typeof newSession>> | undefined;
    const close = async () => {
      await session?.delete();
      driver.stop();
    };
    try {
      session = await newSession(driver.base, {}, SCRIPT_TIMEOUT_MS);
      const open = session;
      const present = async (selector: string) => (await open.executeSync('return document.querySelector(arguments[0]) !== null', [selector])) === true;
      await open.navigate(`${url}/login`);
      await waitFor(() => present(LOGIN.submit), 'the login form', PAGE_TIMEOUT_MS);
      await open.sendKeys(LOGIN.username, APP_USER);
      await open.sendKeys(LOGIN.password, APP_PASSWORD);
      await open.executeSync('document.querySelector(arguments[0]).click()', [LOGIN.submit]);
      await waitFor(() => present(UPLOAD_INPUT), 'the generator', PAGE_TIMEOUT_MS);
      return {
        chooseFiles: (paths) => open.sendKeys(UPLOAD_INPUT, paths.join('\n')),
        // The journey's scripts are expressions; WebDriver runs function bodies.
        evaluate: async <T>(script: string) => (await open.executeSync(`return ${script}`, [])) as T,
        processes: driver.processes,
        close,
      };
    } catch (error) {
      await close().catch(() => undefined);
      throw error;
    }
  },
};

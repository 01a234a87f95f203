/**
 * WebKit for the bench: Debian's WebKitWebDriver (webkit2gtk-driver) drives its MiniBrowser over
 * classic WebDriver, on an Xvfb display of our own, since WebKitGTK has no headless mode. Files are
 * chosen with "Element Send Keys" on the file input (newline-separated paths; 100 go through).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { PHOTO_INPUT, type HarnessApi } from '../../tests/harness/harness-api.js';
import { webkitProcesses, type ProcessScope } from './browser-processes.js';
import type { BrowserDriver, HarnessResult } from './browser-scenarios.js';
import type { Browser } from './figures.js';
import { freePort } from './free-port.js';
import { driverReady, newSession } from './webdriver-client.js';

export const SCRIPT_TIMEOUT_MS = 10 * 60 * 1000;
const START_TIMEOUT_MS = 15_000;

/** The harness call as a WebDriver script: a rejection comes back as a value, not as a timeout. */
const CALL_SCRIPT = `
  const done = arguments[arguments.length - 1];
  const [name, values] = [arguments[0], arguments[1]];
  Promise.resolve()
    .then(() => window.vetrinaHarness[name](...values))
    .then((value) => done({ value }), (error) => done({ error: String((error && error.message) || error) }));`;

/** Starts Xvfb on the first free display (-displayfd writes its number on fd 3). */
export async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [chunk] = (await Promise.race([
    once(xvfb.stdio[3] as Readable, 'data'),
    once(xvfb, 'exit').then(() => Promise.reject(new Error('Xvfb exited at start'))),
  ])) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: xvfb };
}

/**
 * Asks `ready` again until it holds (a failed ask counts as not yet): classic WebDriver has no
 * waiting of its own in the page, so the driver and the page are polled.
 */
export async function waitFor(ready: () => Promise<boolean>, what: string, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not get ready in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Debian's MiniBrowser (webkit2gtk-driver's default browser), under the machine's multiarch folder. */
function miniBrowserPath(): string {
  const found = readdirSync('/usr/lib')
    .map((folder) => `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
  if (!found) throw new Error('MiniBrowser not found under /usr/lib/*/webkit2gtk-4.1');
  return found;
}

/**
 * The capabilities of a new session: none by default; with `features`, MiniBrowser named and given
 * them as switches (`--features=-OffscreenCanvasInWorkers`: the engine of an older Safari).
 */
function sessionCapabilities(features: string[]): Record<string, unknown> {
  if (features.length === 0) return {};
  return { 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation', `--features=${features.join(',')}`] } };
}

export interface WebKitOptions {
  /** How the bench names this WebKit in its tables. */
  name: Extract<Browser, 'webkit' | 'webkit-fallback'>;
  features: string[];
}

export interface WebKitWebDriver {
  /** The driver's address, for newSession. */
  base: string;
  /** MiniBrowser and its web and network processes are the driver's descendants. */
  processes: ProcessScope;
  stop(): void;
}

/**
 * Our machines have no GPU. Left to itself, WebKitGTK composites its layers with OpenGL, which Mesa
 * emulates on the CPU (llvmpipe): two threads spending 6 s each over the app's two journeys at 36
 * photos, on the cores the photo workers need, work Safari hands to the GPU and Chromium's headless
 * software compositor does not do (docs/decisions/1067). Without compositing mode WebKit paints as
 * a GPU-less browser should, on the CPU, for the bench page and the app alike.
 */
const WITHOUT_GPU = { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };

/** WebKitWebDriver on an Xvfb display of its own, ready for sessions. */
export async function startWebKitWebDriver(): Promise<WebKitWebDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: xvfb.display, ...WITHOUT_GPU } });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    await waitFor(() => driverReady(base), 'WebKitWebDriver');
  } catch (error) {
    stop();
    throw error;
  }
  return { base, processes: webkitProcesses(driver.pid ?? -1), stop };
}

export async function webkitDriver({ name, features }: WebKitOptions = { name: 'webkit', features: [] }): Promise<BrowserDriver> {
  const capabilities = sessionCapabilities(features);
  const driver = await startWebKitWebDriver();
  return {
    browser: name,
    async open(url) {
      // A new session is a new MiniBrowser (started with --automation).
      const session = await newSession(driver.base, capabilities, SCRIPT_TIMEOUT_MS);
      try {
        await session.navigate(url);
        await waitFor(async () => (await session.executeSync("return 'vetrinaHarness' in window", [])) === true, 'the harness page');
      } catch (error) {
        await session.delete();
        throw error;
      }
      return {
        chooseFiles: (paths) => session.sendKeys(PHOTO_INPUT, paths.join('\n')),
        async call<M extends keyof HarnessApi>(method: M, ...args: Parameters<HarnessApi[M]>): HarnessResult<M> {
          const reply = (await session.executeAsync(CALL_SCRIPT, [method, args])) as { value?: unknown; error?: string };
          if (reply.error !== undefined) throw new Error(reply.error);
          return reply.value as Awaited<HarnessResult<M>>;
        },
        processes: driver.processes,
        close: () => session.delete(),
      };
    },
    close: async () => driver.stop(),
  };
}

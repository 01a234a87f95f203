/**
 * Issue 34, 'how to show it': the product dialog in WebKit (Debian's WebKitWebDriver driving
 * MiniBrowser on an Xvfb display of our own, as scripts/bench drives it), with no mapping, for a
 * PrestaShop export, a Magento 2 export and an Apple Numbers workbook: every photo its colourway,
 * the first row shown as it will print, the Numbers sheet said.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../scripts/bench/free-port.js';
import { driverReady, newSession, type WebDriverSession } from '../../scripts/bench/webdriver-client.js';
import { startXvfb, waitFor } from '../../scripts/bench/webkit-run.js';
import { describeDialog, startDialogBench, type DialogBench, type DialogRead } from './support/product-dialog.js';

let bench: DialogBench;
let xvfb: ChildProcess | undefined;
let driver: ChildProcess | undefined;
let session: WebDriverSession;

/** The page's state polled until it holds: WebKit, 60 s unless said. */
const until = (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => waitFor(check, `WebKit: ${what}`, timeoutMs);

const text = async (selector: string) => String((await session.executeSync('const found = document.querySelector(arguments[0]); return found ? found.textContent : "";', [selector])) ?? '');

beforeAll(async () => {
  bench = await startDialogBench('walter');
  const display = await startXvfb();
  xvfb = display.process;
  const port = await freePort();
  driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display.display } });
  const base = `http://127.0.0.1:${port}`;
  await until(() => driverReady(base), 'WebKitWebDriver ready', 15_000);
  session = await newSession(base, {}, 120_000);
  await session.navigate(`${bench.server.url}/login`);
  await until(async () => (await text('button[type="submit"]')) !== '', 'the login form');
  await session.sendKeys('input[autocomplete="username"]', 'walter');
  await session.sendKeys('input[autocomplete="current-password"]', 'password-123');
  await session.executeSync('document.querySelector(\'button[type="submit"]\').click();', []);
  await until(async () => (await session.executeSync('return Boolean(document.querySelector(\'[data-testid="upload-input"]\'));', [])) === true, 'the generator page');
  // "Element Send Keys" on a file input: newline-separated paths choose those files.
  await session.sendKeys('[data-testid="upload-input"]', bench.photos.join('\n'));
  await until(async () => (await session.executeSync('return document.querySelectorAll(\'[data-testid="image-card"][data-status="ready"]\').length;', [])) === 9, 'nine photos prepared', 180_000);
}, 300_000);

afterAll(async () => {
  await session?.delete().catch(() => undefined);
  driver?.kill();
  xvfb?.kill();
  await bench?.server.stop();
});

async function importAndRead(path: string): Promise<DialogRead> {
  await session.sendKeys('[data-testid="products-input"]', path);
  await until(async () => (await text('[data-testid="products-summary"]')).includes('abbinat'), 'the summary');
  await until(async () => (await text('[data-testid="products-preview"] tbody tr')) !== '', 'the preview');
  const read = { summary: await text('[data-testid="products-summary"]'), firstRow: (await text('[data-testid="products-preview"] tbody tr')), dialog: await text('[role="dialog"]') };
  await session.executeSync('[...document.querySelectorAll(\'[role="dialog"] button\')].find((button) => button.textContent.trim() === "Annulla").click();', []);
  await until(async () => (await session.executeSync('return document.querySelector(\'[role="dialog"]\') === null;', [])) === true, 'the dialog closed');
  return read;
}

describeDialog('WebKit', () => bench, importAndRead);

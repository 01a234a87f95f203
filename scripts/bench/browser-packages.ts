/**
 * The browsers the bench drives come from Debian's packages, as in scripts/system-tools.mjs: as
 * root with apt-get (our machines, CI) the missing ones are installed, saying so; elsewhere the
 * bench names the command to type and leaves that browser out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../../tests/harness/chromium.js';
import type { Browser } from './figures.js';

const WEBKIT_NEEDS = [
  { program: 'WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { program: 'Xvfb', pkg: 'xvfb' },
];

/** What each browser needs: a program (by path, or by name on PATH) and the package that brings it. */
const NEEDS: Record<Browser, { program: string; pkg: string }[]> = {
  chromium: [{ program: CHROMIUM_PATH, pkg: 'chromium' }],
  firefox: [{ program: 'firefox-esr', pkg: 'firefox-esr' }],
  webkit: WEBKIT_NEEDS,
  'webkit-fallback': WEBKIT_NEEDS,
};

/** The program's path, or undefined when it is not there. */
export function locate(program: string): string | undefined {
  if (program.includes('/')) return existsSync(program) ? program : undefined;
  const found = spawnSync('sh', ['-c', 'command -v "$0"', program], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Debian's Firefox, for the engine's runs and the app's journey. */
export const firefoxPath = () => locate('firefox-esr') ?? 'firefox-esr';

const missingFor = (browsers: Browser[]) => [
  ...new Set(browsers.flatMap((browser) => NEEDS[browser].filter((need) => !locate(need.program)).map((need) => need.pkg))),
];

function aptGet(args: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
}

/** The browsers that can run, after installing what is missing where we may. */
export function browsersReady(browsers: Browser[]): Browser[] {
  const missing = missingFor(browsers);
  if (missing.length > 0 && process.getuid?.() === 0 && locate('apt-get')) {
    console.info(`Installing the missing system packages with apt-get: ${missing.join(' ')}`);
    if (aptGet(['update', '-qq'])) aptGet(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  }
  const ready = browsers.filter((browser) => missingFor([browser]).length === 0);
  const left = missingFor(browsers);
  if (left.length > 0) {
    console.info(`Left out (missing ${left.join(' ')}): install with sudo apt-get install -y ${left.join(' ')}`);
  }
  return ready;
}

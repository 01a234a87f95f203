import { mkdir, readdir, readFile } from 'node:fs/promises';
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

/**
 * The resident memory, in MB, of the browsers this test process started (Chromium runs as its
 * children: the browser, its renderers and their workers), read from /proc so other browsers on the
 * machine, and the test's own server, do not count.
 */
export async function browserMemoryMb(): Promise<number> {
  const stats = await Promise.all(
    (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // Fields after the command's closing parenthesis: state, ppid, …; rss is the 22nd of them.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      return { pid: Number(pid), ppid: Number(fields[1]), rssPages: Number(fields[21]), browser: /chrom/i.test(command) };
    }),
  );
  const children = new Map<number, typeof stats>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let pages = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child.browser) pages += child.rssPages || 0;
      walk(child.pid);
    }
  };
  walk(process.pid);
  return Math.round((pages * 4096) / 1024 / 1024);
}

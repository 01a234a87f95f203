/** The bench's app journeys in every browser (decision 1043): chosen with --only, reported beside the engine and Chromium's app. */
import { describe, expect, it } from 'vitest';
import { formatAppTables } from '../../../scripts/bench/app-report.js';
import type { AppFigures, Figures } from '../../../scripts/bench/figures.js';
import { parseBenchOptions } from '../../../scripts/bench/options.js';

describe('parseBenchOptions', () => {
  it('takes the app journeys of every browser, in the bench order', () => {
    const options = parseBenchOptions(['--only', 'app-webkit,firefox,app-firefox,chromium,app-chromium', '--counts', '36']);
    expect(options.environments).toEqual(['chromium', 'firefox', 'app-chromium', 'app-firefox', 'app-webkit']);
  });

  it('leaves the references that never change with the app out when asked', () => {
    expect(parseBenchOptions([])).toMatchObject({ naive: true, full: true });
    expect(parseBenchOptions(['--no-full', '--no-naive'])).toMatchObject({ naive: false, full: false });
  });

  it('refuses a journey it does not know', () => {
    expect(() => parseBenchOptions(['--only', 'app-safari'])).toThrow(/--only takes/);
  });
});

describe('formatAppTables', () => {
  const engine = (environment: Figures['environment'], prepareMs: number, buildMs: number): Figures => ({ environment, approach: 'scaled', count: 36, prepareMs, buildMs });
  const app = (environment: AppFigures['environment'], dropToPdfMs: number, extra: Partial<AppFigures> = {}): AppFigures => ({ environment, count: 36, dropToPdfMs, ...extra });

  it("holds each app against its own browser's engine and against Chromium's app", () => {
    const printed = formatAppTables(
      [app('chromium', 10_000), app('firefox', 12_000), app('webkit', 16_000)],
      [engine('chromium', 8000, 2000), engine('firefox', 6000, 2000), engine('webkit', 9000, 1000)],
      '4 per page',
    );
    const rowOf = (name: string) => printed.split('\n').find((line) => line.startsWith(name)) ?? '';
    expect(rowOf('app-chromium')).toMatch(/1\.00x$/);
    expect(rowOf('app-firefox')).toMatch(/1\.50x\s+1\.20x$/);
    expect(rowOf('app-webkit')).toMatch(/1\.60x\s+1\.60x$/);
  });

  it("prints the page's peak apart from the browser's, and the idle page, the floor the browser's peak stands on", () => {
    const printed = formatAppTables([app('chromium', 10_000, { peakPagesBytes: 301e6, peakMemoryBytes: 646e6, peakHeldBytes: 403e6, idleMemoryBytes: 476e6, idleHeldBytes: 236e6 })], [], '4 per page');
    const [header = '', row = ''] = printed.split('\n').filter((line) => line.startsWith('where') || line.startsWith('app-chromium'));
    const cellAt = (heading: string) => row.slice(header.indexOf(heading)).split(/\s{2,}/)[0];
    expect(cellAt('page peak')).toBe('301 MB');
    expect(cellAt('browser peak')).toBe('646 MB');
    expect(cellAt('idle page')).toBe('476 MB (236 MB)');
  });

  it('says where the workers\' phases could not be read', () => {
    const printed = formatAppTables([app('webkit', 1000, { workerPhasesUnread: true, phases: { immediate: { render: { ms: 10, count: 1 } } } })], [], '4 per page');
    expect(printed).toContain('app-webkit 36 photos, immediate click: worker phases n/a');
  });
});

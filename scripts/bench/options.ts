/** `npm run bench -- [--counts 36,100] [--only node,chromium,firefox,webkit,webkit-fallback,app-chromium,app-firefox,app-webkit] [--photos <folder>] [--no-naive] [--no-full]`. */
import { parseArgs } from 'node:util';
import { APP_JOURNEYS, BROWSERS, type AppJourney, type Environment } from './figures.js';

export interface BenchOptions {
  counts: number[];
  /** The engine's environments and the app's journeys to run, in the order of ENVIRONMENTS. */
  environments: (Environment | AppJourney)[];
  photoFolder?: string;
  naive: boolean;
  /** The browsers' full-size decoding (before issue 14), a reference that never changes with the app. */
  full: boolean;
}

const ENVIRONMENTS: (Environment | AppJourney)[] = ['node', ...BROWSERS, ...APP_JOURNEYS];

export const BENCH_USAGE =
  'npm run bench -- [--counts 36,100] [--only node,chromium,firefox,webkit,webkit-fallback,app-chromium,app-firefox,app-webkit] [--photos <cartella>] [--no-naive] [--no-full]';

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      counts: { type: 'string', default: '36,100' },
      only: { type: 'string' },
      photos: { type: 'string' },
      'no-naive': { type: 'boolean', default: false },
      'no-full': { type: 'boolean', default: false },
    },
  });
  const counts = values.counts.split(',').map((count) => Number(count.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 100)) {
    throw new Error(`--counts takes whole numbers from 1 to 100, comma-separated. ${BENCH_USAGE}`);
  }
  const only = values.only?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !ENVIRONMENTS.includes(name as Environment | AppJourney));
  if (unknown?.length) {
    throw new Error(`--only takes ${ENVIRONMENTS.join(', ')} (comma-separated). ${BENCH_USAGE}`);
  }
  // Always in the same order, so that the tables read alike from run to run.
  const environments = only ? ENVIRONMENTS.filter((name) => only.includes(name)) : ENVIRONMENTS;
  return { counts, environments, naive: !values['no-naive'], full: !values['no-full'], ...(values.photos && { photoFolder: values.photos }) };
}

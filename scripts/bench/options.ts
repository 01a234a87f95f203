/** `npm run bench -- [--counts 36,100] [--only node|chromium] [--photos <folder>] [--no-naive]`. */
import { parseArgs } from 'node:util';
import type { Environment } from './figures.js';

export interface BenchOptions {
  counts: number[];
  environments: Environment[];
  photoFolder?: string;
  naive: boolean;
}

export const BENCH_USAGE =
  'npm run bench -- [--counts 36,100] [--only node|chromium] [--photos <cartella>] [--no-naive]';

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      counts: { type: 'string', default: '36,100' },
      only: { type: 'string' },
      photos: { type: 'string' },
      'no-naive': { type: 'boolean', default: false },
    },
  });
  const counts = values.counts.split(',').map((count) => Number(count.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 100)) {
    throw new Error(`--counts takes whole numbers from 1 to 100, comma-separated. ${BENCH_USAGE}`);
  }
  if (values.only !== undefined && values.only !== 'node' && values.only !== 'chromium') {
    throw new Error(`--only takes node or chromium. ${BENCH_USAGE}`);
  }
  const environments: Environment[] = values.only ? [values.only] : ['node', 'chromium'];
  return { counts, environments, naive: !values['no-naive'], ...(values.photos && { photoFolder: values.photos }) };
}

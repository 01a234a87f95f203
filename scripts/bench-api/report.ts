/** The benchmark's table and the issue 5 targets it checks. */
export interface Measurement {
  server: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests per second relative to the bare Fastify route of the same run. */
  ratio: number;
}

/** Issue 5 targets: minimum requests per second by server and target; p99 and errors apply to all product runs. */
const MIN_RPS: Record<string, number> = {
  'vetrina pglite GET /api/user': 1_500,
  'vetrina postgres GET /api/user': 2_000,
  'vetrina pglite POST /api/generate-catalog': 800,
  'vetrina postgres POST /api/generate-catalog': 800,
};
const MAX_P99_MS = 100;

function misses(run: Measurement): string[] {
  if (run.server === 'bare fastify') return [];
  const found: string[] = [];
  const minimum = MIN_RPS[`${run.server} ${run.target}`];
  if (minimum !== undefined && run.requestsPerSecond < minimum) found.push(`< ${minimum} req/s`);
  if (run.target.startsWith('GET') && run.p99 > MAX_P99_MS) found.push(`p99 > ${MAX_P99_MS} ms`);
  if (run.errors > 0) found.push('errors');
  return found;
}

/** Prints the table; returns how many runs missed a target. */
export function printReport(runs: Measurement[]): number {
  const rows = runs.map((run) => {
    const missed = misses(run);
    return [
      run.server,
      run.target,
      run.requestsPerSecond.toFixed(0),
      `${run.p50} ms`,
      `${run.p99} ms`,
      String(run.errors),
      `${(run.ratio * 100).toFixed(0)} %`,
      run.server === 'bare fastify' ? '-' : missed.length === 0 ? 'met' : `MISSED (${missed.join(', ')})`,
    ];
  });
  const header = ['server', 'target', 'req/s', 'p50', 'p99', 'errors', 'vs bare', 'targets'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.info(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
  return runs.filter((run) => misses(run).length > 0).length;
}

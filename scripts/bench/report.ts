/** The benchmark's printout: a table of figures, the naive/prepared ratios and the targets. */
import type { Figures } from './figures.js';

const MiB = 1024 * 1024;
const seconds = (ms?: number) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
const mebibytes = (bytes?: number) => (bytes === undefined ? '–' : `${(bytes / MiB).toFixed(1)} MiB`);
/** Memory in MB (10^6 bytes), the unit of the 900 MB target. */
const megabytes = (bytes?: number) => (bytes === undefined ? '–' : `${Math.round(bytes / 1e6)} MB`);
const millis = (ms?: number) => (ms === undefined ? '–' : `${Math.round(ms)} ms`);

const COLUMNS = ['where', 'photos', 'approach', 'prepare', '(CPU)', 'click → PDF', '(CPU)', 'PDF size', 'peak memory', '(RSS sum)', 'longest task'];

function row(figures: Figures): string[] {
  const cells = [figures.environment, String(figures.count), figures.approach];
  if (figures.failure) {
    return [...cells, 'failed', '', '', '', '', megabytes(figures.peakMemoryBytes), megabytes(figures.peakRssSumBytes), figures.failure];
  }
  return [
    ...cells,
    seconds(figures.prepareMs),
    seconds(figures.prepareCpuMs),
    seconds(figures.buildMs),
    seconds(figures.buildCpuMs),
    mebibytes(figures.pdfBytes),
    megabytes(figures.peakMemoryBytes),
    megabytes(figures.peakRssSumBytes),
    millis(figures.longestTaskMs),
  ];
}

export function formatTable(all: Figures[]): string {
  const rows = [COLUMNS, ...all.map(row)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  return rows.map((cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
}

const ratio = (naive?: number, prepared?: number) =>
  naive === undefined || prepared === undefined || prepared === 0 || naive === 0 ? '–' : `${(naive / prepared).toFixed(1)}x`;

export function formatRatios(all: Figures[]): string {
  const lines: string[] = [];
  for (const prepared of all.filter((figures) => figures.approach === 'prepared' && !figures.failure)) {
    const naive = all.find((f) => f.approach === 'naive' && f.environment === prepared.environment && f.count === prepared.count);
    if (!naive || naive.failure) continue;
    lines.push(
      `${prepared.environment} ${prepared.count} photos, naive / prepared: click → PDF ${ratio(naive.buildMs, prepared.buildMs)}, ` +
        `PDF size ${ratio(naive.pdfBytes, prepared.pdfBytes)}, peak memory ${ratio(naive.peakMemoryBytes, prepared.peakMemoryBytes)}, ` +
        `longest task ${ratio(naive.longestTaskMs, prepared.longestTaskMs)}`,
    );
  }
  return lines.join('\n');
}

interface Target {
  label: string;
  limit: number;
  value: (figures: Figures) => number | undefined;
  unit: (value: number) => string;
}

/** Issue 3's targets for the browser, 4 photos per page on a 2-core machine. */
const TARGETS: Record<number, Target[]> = {
  36: [
    { label: 'click → PDF <= 0.5 s', limit: 500, value: (f) => f.buildMs, unit: seconds },
    { label: 'prepare <= 3.5 s', limit: 3500, value: (f) => f.prepareMs, unit: seconds },
    { label: 'PDF <= 4 MiB', limit: 4 * MiB, value: (f) => f.pdfBytes, unit: mebibytes },
    { label: 'longest task <= 100 ms', limit: 100, value: (f) => f.longestTaskMs, unit: millis },
  ],
  100: [
    { label: 'click → PDF <= 1 s', limit: 1000, value: (f) => f.buildMs, unit: seconds },
    { label: 'PDF <= 11 MiB', limit: 11 * MiB, value: (f) => f.pdfBytes, unit: mebibytes },
    { label: 'peak memory <= 900 MB', limit: 900 * 1000 * 1000, value: (f) => f.peakMemoryBytes, unit: megabytes },
    { label: 'longest task <= 100 ms', limit: 100, value: (f) => f.longestTaskMs, unit: millis },
  ],
};

export function formatTargets(all: Figures[]): string {
  const lines: string[] = [];
  for (const figures of all.filter((f) => f.environment === 'chromium' && f.approach === 'prepared' && !f.failure)) {
    for (const target of TARGETS[figures.count] ?? []) {
      const value = target.value(figures);
      if (value === undefined) continue;
      const verdict = value <= target.limit ? 'met' : `missed by ${target.unit(value - target.limit)}`;
      lines.push(`chromium ${figures.count} photos: ${target.label}: ${target.unit(value)} (${verdict})`);
    }
  }
  return lines.join('\n');
}

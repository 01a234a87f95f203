/** What one benchmark scenario measures; undefined where a figure does not apply. */
export type Environment = 'node' | 'chromium';
export type Approach = 'prepared' | 'naive';

export interface Figures {
  environment: Environment;
  approach: Approach;
  count: number;
  /** Preparing in the background, from the first photo added to all prepared. */
  prepareMs?: number;
  /** From the click ("build") to the PDF bytes. */
  buildMs?: number;
  /** CPU time (all processes and threads) of the two phases: the work, apart from the machine's load. */
  prepareCpuMs?: number;
  buildCpuMs?: number;
  pdfBytes?: number;
  /** Chromium: summed PSS of its processes; Node: the process's max RSS. */
  peakMemoryBytes?: number;
  /** Chromium only: summed RSS, shared pages counted once per process. */
  peakRssSumBytes?: number;
  /** Chromium: the longest main-thread task; Node: the longest event-loop block. */
  longestTaskMs?: number;
  /** Why the scenario produced no figures (a crash, running out of memory). */
  failure?: string;
}

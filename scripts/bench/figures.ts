/** What one benchmark scenario measures; undefined where a figure does not apply. */
/** 'webkit-fallback': WebKit with OffscreenCanvas in workers switched off, the engine of older Safari. */
export const BROWSERS = ['chromium', 'firefox', 'webkit', 'webkit-fallback'] as const;
export type Browser = (typeof BROWSERS)[number];
export type Environment = 'node' | Browser;
/** The real app's journey, by browser (app-journey.ts). */
export const APP_JOURNEYS = ['app-chromium', 'app-firefox', 'app-webkit'] as const;
export type AppJourney = (typeof APP_JOURNEYS)[number];
export const isAppJourney = (name: string): name is AppJourney => (APP_JOURNEYS as readonly string[]).includes(name);
/** The browser an app journey runs in: 'app-firefox' -> 'firefox'. */
export const browserOfJourney = (journey: AppJourney) => journey.slice('app-'.length) as Extract<Browser, 'chromium' | 'firefox' | 'webkit'>;
/**
 * 'scaled': the engine as shipped (JPEGs decoded at the layout's scale where the browser can; sharp
 * in Node shrinks on load); 'full': the engine decoding every photo at full size, as before issue 14;
 * 'naive': the original product (full-size photos embedded on the click, on the main thread).
 */
export type Approach = 'scaled' | 'full' | 'naive';

export interface Figures {
  environment: Environment;
  approach: Approach;
  count: number;
  /** Preparing in the background, from the first photo added to all prepared. */
  prepareMs?: number;
  /** From the click ("build") to the PDF bytes, the photos prepared before it. */
  buildMs?: number;
  /** A click right after the drop: from the first photo added to the PDF bytes. */
  dropToPdfMs?: number;
  /** CPU time (all processes and threads) of the two phases: the work, apart from the machine's load. */
  prepareCpuMs?: number;
  buildCpuMs?: number;
  pdfBytes?: number;
  /** Browsers: summed PSS of their processes; Node: the process's max RSS. */
  peakMemoryBytes?: number;
  /** Browsers only: summed RSS, shared pages counted once per process. */
  peakRssSumBytes?: number;
  /** Browsers only: summed PSS less file-backed pages (browser-processes.ts). */
  peakHeldBytes?: number;
  /** The longest main-thread task (Node: event-loop block), measured as `longestTaskBy` says. */
  longestTaskMs?: number;
  /** The longest one while the photos prepared (before the click), the fallback's own figure. */
  prepareLongestTaskMs?: number;
  longestTaskBy?: 'longtask' | 'heartbeat' | 'event loop';
  /** Why the scenario produced no figures (a crash, running out of memory, photos left out). */
  failure?: string;
}

export type PhaseTimes = Record<string, { ms: number; count: number }>;

/** The real app driven as a user drives it (scripts/bench/app-journey.ts): one row per browser and photo count. */
export interface AppFigures {
  environment: Browser;
  count: number;
  /** The drop (the file input's change) to every card 'Pronta'. */
  readyMs?: number;
  /** 'Genera Catalogo PDF' clicked once every card is ready and the page has settled, to the PDF handed to the download. */
  clickToPdfMs?: number;
  /** The drop to the PDF handed to the download, the button clicked as soon as it is enabled. */
  dropToPdfMs?: number;
  pdfBytes?: number;
  /** The worse of the two runs, from the drop to the download. */
  longestTaskMs?: number;
  longestTaskBy?: 'longtask' | 'heartbeat';
  /** Where a trace is read (Chromium): the thread time of the run's longest main-thread task, the CPU it really had. */
  longestTaskCpuMs?: number;
  /** Where a trace is read: the most thread time any one main-thread task took, the page's own longest work. */
  mostTaskCpuMs?: number;
  /** The slowest frames of each run and what ran in them, where the browser tells (long-animation-frame). */
  slowFrames?: { staged?: string[]; immediate?: string[] };
  /**
   * The worse of the two runs: PSS of the processes that host the page and its workers (issue 37.4's
   * page memory, as the browser's task manager counts a tab), then all the browser's processes,
   * summed PSS and RSS as for the engine rows.
   */
  peakPagesBytes?: number;
  peakMemoryBytes?: number;
  peakRssSumBytes?: number;
  peakHeldBytes?: number;
  /**
   * The same sums (PSS; PSS without mapped files) with the user signed in on the generator before the
   * drop: what the browser costs before a photo arrives, the floor under the peak. The lower of the two runs.
   */
  idleMemoryBytes?: number;
  idleHeldBytes?: number;
  /** Time in each phase measure (src/web/engine/phase-timing.ts) from the drop, summed over photos and workers, in each run. */
  phases?: { staged?: PhaseTimes; immediate?: PhaseTimes };
  /** The driver reaches no worker: the photo workers' phases (reading, decoding, encoding, thumbnail) are not in `phases`. */
  workerPhasesUnread?: boolean;
  failure?: string;
}

/**
 * The real app's journey (issue 37.1): the real server, a user signed in, the photos dropped on the
 * generator, and the PDF downloaded, each run in a fresh browser so that its memory is its own.
 * Two runs per photo count: drop -> every card 'Pronta', then (the page settled) click -> PDF; and
 * drop -> PDF with the button clicked as soon as it can be. The page times itself and reads the
 * PDF's size (app-journey-page.ts); the engine's phase measures are read from the page and from its
 * photo workers where the driver reaches them.
 */
import type { BenchPhoto } from './bench-photos.js';
import { LOOK_EVERY_MS, browserMemory, sampleBrowserMemory, type ProcessScope } from './browser-processes.js';
import { CLICK_GENERATE, READ_JOURNEY, journeyScript, phaseEntries, type JourneyState } from './app-journey-page.js';
import type { AppFigures, Browser, PhaseTimes } from './figures.js';
import { LATER_PARTS_MARK } from '../../src/web/engine/phase-timing.js';
import { UPLOAD_INPUT } from './app-login.js';
import type { MainThreadTask } from './chromium-main-thread.js';

/** A fresh browser signed in on the generator, whatever drives it. */
export interface AppSession {
  /** Puts the files (absolute paths) into the generator's file input, as a drop does. */
  chooseFiles(paths: string[]): Promise<void>;
  /** Evaluates script text in the page and returns its value. */
  evaluate<T>(script: string): Promise<T>;
  /** Evaluates script text in every live worker of the page; absent where the driver cannot (WebDriver classic; Firefox's BiDi). */
  evaluateInWorkers?<T>(script: string): Promise<T[]>;
  /** Starts a trace of the page's main-thread tasks, where the driver can (Chromium); the function returned stops it. */
  traceMainThread?(): Promise<() => Promise<MainThreadTask[]>>;
  processes: ProcessScope;
  close(): Promise<void>;
}

export interface AppDriver {
  browser: Browser;
  /** A fresh browser, signed in as the bench's user on the generator of `url`. */
  open(url: string): Promise<AppSession>;
}

/** The page after the cards are ready: the draft written and the rehearsal built, as a user reading the cards leaves it. */
const SETTLE_MS = 2000;
const JOURNEY_TIMEOUT_MS = 10 * 60 * 1000;
const LATER_PARTS_TIMEOUT_MS = 60 * 1000;

const failureOf = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error));

async function until(session: AppSession, done: (state: JourneyState) => boolean, everyMs: number): Promise<JourneyState> {
  const deadline = Date.now() + JOURNEY_TIMEOUT_MS;
  for (;;) {
    const state = await session.evaluate<JourneyState>(READ_JOURNEY);
    if (done(state)) return state;
    if (Date.now() > deadline) throw new Error('the journey did not finish in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * The upload zone brought to the middle of the screen, as a user scrolls to it to drop photos on it
 * (it stands below the settings), and then until the generator has loaded the code a drop needs (on
 * the first idle moment after the zone shows): a user looks at the zone before dropping, so the drop
 * never pays for loading and evaluating that code. Dropping at once made it the journey's longest
 * task (49 ms).
 */
async function readyToDrop(session: AppSession): Promise<void> {
  await session.evaluate(`void document.querySelector(${JSON.stringify(UPLOAD_INPUT)}).parentElement.scrollIntoView({ block: 'center' })`);
  const deadline = Date.now() + LATER_PARTS_TIMEOUT_MS;
  while (!(await session.evaluate<boolean>(`performance.getEntriesByName(${JSON.stringify(LATER_PARTS_MARK)}).length > 0`))) {
    if (Date.now() > deadline) throw new Error('the generator did not load its later parts');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function phasesOf(session: AppSession, since: number): Promise<PhaseTimes> {
  const entries = [
    ...(await session.evaluate<[string, number][]>(phaseEntries(since))),
    ...((await session.evaluateInWorkers?.<[string, number][]>(phaseEntries(0))) ?? []).flat(),
  ];
  const phases: PhaseTimes = {};
  for (const [name, ms] of entries) {
    const phase = (phases[name.replace(/^vetrina:/, '')] ??= { ms: 0, count: 0 });
    phase.ms += ms;
    phase.count += 1;
  }
  return phases;
}

/** The longest task's wall and thread time, and the most thread time any one task took. */
function mainThreadFigures(tasks: MainThreadTask[]): Pick<AppFigures, 'longestTaskCpuMs' | 'mostTaskCpuMs'> {
  const longest = tasks.reduce<MainThreadTask | undefined>((worst, task) => (worst && worst.wallMs >= task.wallMs ? worst : task), undefined);
  return { longestTaskCpuMs: longest?.cpuMs, mostTaskCpuMs: Math.max(0, ...tasks.map((task) => task.cpuMs)) };
}

interface RunFigures extends Partial<Omit<AppFigures, 'phases' | 'slowFrames'>> {
  slowFrames?: string[];
  state?: JourneyState;
  phases?: PhaseTimes;
}

async function run(driver: AppDriver, url: string, photos: BenchPhoto[], immediate: boolean): Promise<RunFigures> {
  let session: AppSession;
  try {
    session = await driver.open(url);
  } catch (error) {
    return { failure: `start: ${failureOf(error)}` };
  }
  try {
    await readyToDrop(session);
  } catch (error) {
    await session.close().catch(() => undefined);
    return { failure: `start: ${failureOf(error)}` };
  }
  const idle = await browserMemory(session.processes);
  const lookEveryMs = immediate ? LOOK_EVERY_MS.timed : LOOK_EVERY_MS.forPeaks;
  const memory = sampleBrowserMemory(session.processes, lookEveryMs);
  const peaks = async () => {
    const peak = await memory.stop();
    return { peakPagesBytes: peak.pagesPss, peakMemoryBytes: peak.pss, peakRssSumBytes: peak.rss, peakHeldBytes: peak.pssHeld, idleMemoryBytes: idle.pss, idleHeldBytes: idle.pssHeld };
  };
  try {
    await session.evaluate(journeyScript(photos.length, immediate));
    const stopTrace = await session.traceMainThread?.();
    await session.chooseFiles(photos.map((photo) => photo.path));
    if (!immediate) {
      await until(session, (state) => state.readyAt > 0, lookEveryMs);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await session.evaluate(CLICK_GENERATE);
    }
    const state = await until(session, (journey) => journey.downloadAt > 0 && journey.pdfBytes !== 0, lookEveryMs);
    const tasks = await stopTrace?.();
    const figures = {
      ...(tasks && mainThreadFigures(tasks)),
      state,
      ...(state.pdfBytes > 0 && { pdfBytes: state.pdfBytes }),
      longestTaskMs: state.longestTaskMs,
      longestTaskBy: state.longTasks,
      slowFrames: state.slowFrames.map((frame) => frame.what),
      phases: await phasesOf(session, state.dropAt),
      ...(!session.evaluateInWorkers && { workerPhasesUnread: true }),
    };
    return { ...figures, ...(await peaks()) };
  } catch (error) {
    return { failure: failureOf(error), ...(await peaks()) };
  } finally {
    await session.close().catch((error: unknown) => console.warn(`closing ${driver.browser}: ${failureOf(error)}`));
  }
}

const worse = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
const lower = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

export async function runAppJourney(driver: AppDriver, url: string, photos: BenchPhoto[]): Promise<AppFigures> {
  const staged = await run(driver, url, photos, false);
  const immediate = await run(driver, url, photos, true);
  const failure = [staged.failure && `staged: ${staged.failure}`, immediate.failure && `immediate: ${immediate.failure}`].filter(Boolean).join('; ');
  return {
    environment: driver.browser,
    count: photos.length,
    ...(staged.state && { readyMs: staged.state.readyAt - staged.state.dropAt, clickToPdfMs: staged.state.downloadAt - staged.state.clickAt }),
    ...(immediate.state && { dropToPdfMs: immediate.state.downloadAt - immediate.state.dropAt }),
    pdfBytes: immediate.pdfBytes ?? staged.pdfBytes,
    longestTaskMs: worse(staged.longestTaskMs, immediate.longestTaskMs),
    longestTaskBy: immediate.longestTaskBy ?? staged.longestTaskBy,
    longestTaskCpuMs: (staged.longestTaskMs ?? 0) >= (immediate.longestTaskMs ?? 0) ? staged.longestTaskCpuMs : immediate.longestTaskCpuMs,
    mostTaskCpuMs: worse(staged.mostTaskCpuMs, immediate.mostTaskCpuMs),
    peakPagesBytes: worse(staged.peakPagesBytes, immediate.peakPagesBytes),
    peakMemoryBytes: worse(staged.peakMemoryBytes, immediate.peakMemoryBytes),
    peakRssSumBytes: worse(staged.peakRssSumBytes, immediate.peakRssSumBytes),
    peakHeldBytes: worse(staged.peakHeldBytes, immediate.peakHeldBytes),
    idleMemoryBytes: lower(staged.idleMemoryBytes, immediate.idleMemoryBytes),
    idleHeldBytes: lower(staged.idleHeldBytes, immediate.idleHeldBytes),
    phases: { ...(staged.phases && { staged: staged.phases }), ...(immediate.phases && { immediate: immediate.phases }) },
    slowFrames: { ...(staged.slowFrames?.length && { staged: staged.slowFrames }), ...(immediate.slowFrames?.length && { immediate: immediate.slowFrames }) },
    ...((staged.workerPhasesUnread ?? immediate.workerPhasesUnread) && { workerPhasesUnread: true }),
    ...(failure && { failure }),
  };
}

/** The app journey's printout: the app beside the engine of the same browser run, and where the app's time goes. */
import type { AppFigures, Figures, PhaseTimes } from './figures.js';
import { MEASURED_BY, megabytes, mebibytes, millis, seconds, table, times } from './report.js';

const COLUMNS = [
  'where', 'drop → Pronta', 'click → PDF', 'drop → PDF', 'PDF size', 'page peak', 'browser peak', '(RSS sum)', '(w/o files)', 'idle page (w/o files)', 'longest task', '(its CPU)', 'most CPU in a task', 'engine prepare + click', 'app/engine', 'app/app-chromium',
];

const engineOf = (app: AppFigures, engine: Figures[]) =>
  engine.find((f) => f.environment === app.environment && f.count === app.count && f.approach === 'scaled' && !f.failure);

/** The comparison: the app's drop -> PDF (immediate click) against the engine's prepare + click -> PDF. */
function engineCells(app: AppFigures, engine: Figures[]): string[] {
  const figures = engineOf(app, engine);
  if (figures?.prepareMs === undefined || figures.buildMs === undefined) return ['not run', ''];
  const total = figures.prepareMs + figures.buildMs;
  return [`${seconds(figures.prepareMs)} + ${seconds(figures.buildMs)}`, app.dropToPdfMs === undefined ? '–' : times(app.dropToPdfMs / total)];
}

/** Issue 37.3: each browser's app drop -> PDF against Chromium's app in the same run (at most 1.5x). */
function chromiumCell(app: AppFigures, apps: AppFigures[]): string {
  const chromium = apps.find((other) => other.environment === 'chromium' && other.count === app.count)?.dropToPdfMs;
  if (app.environment === 'chromium' || chromium === undefined || app.dropToPdfMs === undefined) return '';
  return times(app.dropToPdfMs / chromium);
}

function row(app: AppFigures, engine: Figures[], apps: AppFigures[]): string[] {
  const idle = app.idleMemoryBytes === undefined ? '–' : `${megabytes(app.idleMemoryBytes)} (${megabytes(app.idleHeldBytes)})`;
  const memory = [megabytes(app.peakPagesBytes), megabytes(app.peakMemoryBytes), megabytes(app.peakRssSumBytes), megabytes(app.peakHeldBytes), idle];
  const longest = millis(app.longestTaskMs) + (app.longestTaskMs === undefined ? '' : MEASURED_BY[app.longestTaskBy ?? 'longtask']);
  const cpu = [app.longestTaskCpuMs === undefined ? '' : millis(app.longestTaskCpuMs), app.mostTaskCpuMs === undefined ? '' : millis(app.mostTaskCpuMs)];
  const figures = [seconds(app.readyMs), seconds(app.clickToPdfMs), seconds(app.dropToPdfMs), mebibytes(app.pdfBytes), ...memory, longest, ...cpu];
  return [`app-${app.environment}`, ...figures, ...engineCells(app, engine), chromiumCell(app, apps), ...(app.failure ? [app.failure] : [])];
}

/** Phases in the order the photos go through them; the page's after. */
const PHASE_ORDER = ['headers', 'reading', 'decoding', 'encoding', 'thumbnail', 'preparation', 'draft', 'preview', 'render', 'charge'];

function phaseLine(app: AppFigures, run: 'staged' | 'immediate'): string {
  const phases: PhaseTimes = app.phases?.[run] ?? {};
  const cells = PHASE_ORDER.filter((name) => phases[name]).map((name) => `${name} ${seconds(phases[name]?.ms)} (${phases[name]?.count})`);
  if (app.workerPhasesUnread) cells.unshift('worker phases n/a (not readable through this driver)');
  return `app-${app.environment} ${app.count} photos, ${run === 'staged' ? 'click once ready' : 'immediate click'}: ${cells.join(', ') || 'no phase measures read'}`;
}

function slowFramesLines(app: AppFigures, run: 'staged' | 'immediate'): string {
  const frames = app.slowFrames?.[run];
  if (!frames) return '';
  return [`app-${app.environment} ${app.count} photos, ${run === 'staged' ? 'click once ready' : 'immediate click'}:`, ...frames.map((frame) => `  ${frame}`)].join('\n');
}

export function formatAppTables(apps: AppFigures[], engine: Figures[], layout: string): string {
  const counts = [...new Set(apps.map((app) => app.count))];
  const tables = counts.map((count) => `The real app, ${count} photos, ${layout}\n${table([COLUMNS, ...apps.filter((app) => app.count === count).map((app) => row(app, engine, apps))])}`);
  const phases = apps.flatMap((app) => [phaseLine(app, 'staged'), phaseLine(app, 'immediate')]);
  const frames = apps.flatMap((app) => [slowFramesLines(app, 'staged'), slowFramesLines(app, 'immediate')]).filter(Boolean);
  return [
    ...tables,
    `Where the app's time goes, from the drop to the download (time in each phase summed over photos and workers, with how many times it ran; phases overlap):\n${phases.join('\n')}`,
    ...(frames.length > 0 ? [`The slowest frames from the drop to the download and what ran in them (long-animation-frame in Chromium; elsewhere the heartbeat's gaps and the app's phases that ended in them; issue 37.4: no task over 50 ms):\n${frames.join('\n')}`] : []),
  ].join('\n\n');
}

export const APP_LEGEND =
  'The real app: drop -> Pronta: the file input\'s change to every card ready. click -> PDF: \'Genera Catalogo PDF\' clicked ' +
  '2 s after that, to the PDF handed to the download (build, charge). drop -> PDF: the button clicked as soon as it is enabled, in a fresh browser. ' +
  'app/engine: the app\'s drop -> PDF over the engine\'s prepare + click -> PDF of the same browser in the same run (issue 37: at most 1.15x). ' +
  'app/app-chromium: the app\'s drop -> PDF over Chromium\'s app in the same run (issue 37.3: at most 1.5x). ' +
  'PDF size: the Blob the app hands to the download, read in the page. ' +
  'page peak: PSS of the processes that host the page and its workers (Chromium\'s renderers, Firefox\'s content processes, WebKit\'s web process; issue 37.4: at most 600 MB); ' +
  'browser peak: all the browser\'s processes (with the browser\'s own, the GPU\'s and the utilities). ' +
  'idle page: the browser\'s memory with the user signed in on the generator before the drop, the floor under the browser peak. ' +
  '(its CPU), most CPU in a task: where the browser is traced (Chromium), the thread time of the longest task and the most thread time of any one task: ' +
  'a long task of little CPU is the page\'s thread waiting for a core, not the page\'s work (decision 1094). ' +
  'Phases: headers (the drop\'s headers read by their worker, before any photo is queued) on the page; reading, decoding, encoding, thumbnail in the photo workers; preparation (a photo from its lane\'s start to its outcome on the page), ' +
  'draft (IndexedDB), preview (page descriptions), render (the PDF worker), charge (the server) on the page.';

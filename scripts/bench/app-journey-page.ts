/**
 * What the app journey runs inside the generator page, as script text so that any driver can send
 * it (Playwright, puppeteer over BiDi, WebDriver): the times are taken in the page from the events
 * themselves, so the driver's polling adds nothing to them. It records the drop (the file input's
 * change), every card 'Pronta', the click, the PDF handed to the download (the download link's
 * click) and its size (the link's Blob, read back in the page: not every driver can watch a
 * download, WebDriver classic none), and the longest main-thread task meanwhile: long-task entries
 * where the browser has them, else the longest gap of a 4 ms timer heartbeat. Where the browser
 * has long-animation-frame entries (Chromium), the slowest frames name what ran in them: each
 * script's entry point and source, and the frame's own style, layout and paint; elsewhere the
 * heartbeat's longest gaps name the app's phases that ended inside them.
 */
import { PHASES } from '../../src/web/engine/phase-timing.js';

export interface JourneyState {
  dropAt: number;
  readyAt: number;
  clickAt: number;
  downloadAt: number;
  /** The size of the Blob the download link points at; 0 until read, -1 if it could not be. */
  pdfBytes: number;
  longestTaskMs: number;
  longTasks: 'longtask' | 'heartbeat';
  /** The slowest frames between the drop and the download, slowest first, each as one line. */
  slowFrames: { ms: number; what: string }[];
}

/** How many of the slowest frames the journey keeps. */
const SLOW_FRAMES_KEPT = 6;
/** A heartbeat's gap worth naming: a long task's threshold. */
const SLOW_GAP_MS = 50;

/** Watches the page from now on; with `immediate`, clicks 'Genera Catalogo PDF' as soon as it is enabled after the drop. */
export function journeyScript(count: number, immediate: boolean): string {
  return `(() => {
    const state = { dropAt: 0, readyAt: 0, clickAt: 0, downloadAt: 0, pdfBytes: 0, longestTaskMs: 0, longTasks: 'heartbeat', slowFrames: [] };
    window.vetrinaJourney = state;
    const keepSlowFrame = (ms, start, what) => {
      state.slowFrames.push({ ms, what: ms.toFixed(0) + ' ms at +' + ((start - state.dropAt) / 1000).toFixed(1) + ' s: ' + what });
      state.slowFrames.sort((a, b) => b.ms - a.ms);
      state.slowFrames.length = Math.min(state.slowFrames.length, ${SLOW_FRAMES_KEPT});
    };
    // Without frame entries, what a heartbeat's gap held: the app's phases that ended inside it (their ends run in the task that held the thread).
    const heldBy = (from, to) => {
      const ended = performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('vetrina:') && entry.startTime + entry.duration >= from && entry.startTime + entry.duration <= to);
      const counts = {};
      for (const entry of ended) counts[entry.name.slice(8)] = (counts[entry.name.slice(8)] || 0) + 1;
      return Object.entries(counts).map(([name, count]) => name + ' ×' + count).join(', ') || 'no phase ended in it';
    };
    const watching = () => state.dropAt > 0 && state.downloadAt === 0;
    document.querySelector('[data-testid="upload-input"]').addEventListener('change', (event) => { state.dropAt = event.timeStamp; }, { capture: true, once: true });
    if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
      state.longTasks = 'longtask';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (state.dropAt > 0 && entry.startTime >= state.dropAt && (state.downloadAt === 0 || entry.startTime < state.downloadAt)) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
      }).observe({ type: 'longtask' });
    } else {
      let last = performance.now();
      setInterval(() => {
        const now = performance.now();
        if (watching()) {
          state.longestTaskMs = Math.max(state.longestTaskMs, now - last);
          if (now - last >= ${SLOW_GAP_MS}) keepSlowFrame(now - last, last, heldBy(last, now));
        }
        last = now;
      }, 4);
    }
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries()) {
          if (frame.blockingDuration === 0 || !(state.dropAt > 0 && frame.startTime >= state.dropAt && (state.downloadAt === 0 || frame.startTime < state.downloadAt))) continue;
          const source = (script) => (script.sourceFunctionName || '(anonymous)') + ' ' + (script.sourceURL.split('/').pop() || '') + ':' + script.sourceCharPosition;
          const scripts = frame.scripts.filter((script) => script.duration >= 5).map((script) => script.invoker + ' → ' + source(script) + ' ' + script.duration.toFixed(0) + ' ms' + (script.forcedStyleAndLayoutDuration >= 1 ? ' (forced layout ' + script.forcedStyleAndLayoutDuration.toFixed(0) + ' ms)' : ''));
          const end = frame.startTime + frame.duration;
          const rendering = frame.renderStart > 0 ? 'render ' + (end - frame.renderStart).toFixed(0) + ' ms (style and layout ' + (end - frame.styleAndLayoutStart).toFixed(0) + ')' : 'no render';
          keepSlowFrame(frame.duration, frame.startTime, (scripts.join('; ') || 'no script over 5 ms') + '; ' + rendering);
        }
      }).observe({ type: 'long-animation-frame' });
    }
    // Found once and kept while it stays in the page: the observer runs on every mutation, and
    // reading the text of 600 buttons each time would be the bench's own work on the main thread.
    let found = null;
    const generateButton = () => {
      if (!found?.isConnected) found = [...document.querySelectorAll('button')].find((button) => button.textContent.includes('Genera Catalogo PDF')) ?? null;
      return found;
    };
    state.click = () => { state.clickAt = performance.now(); generateButton().click(); };
    new MutationObserver(() => {
      if (state.dropAt === 0) return;
      const button = generateButton();
      if (${immediate} && state.clickAt === 0 && button && !button.disabled) state.click();
      const cards = document.querySelectorAll('[data-testid="image-card"]');
      if (state.readyAt === 0 && cards.length === ${count} && [...cards].every((card) => card.dataset.status === 'ready')) state.readyAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status', 'disabled'] });
    document.addEventListener('click', (event) => {
      if (state.downloadAt !== 0 || !(event.target instanceof HTMLAnchorElement) || !event.target.hasAttribute('download')) return;
      state.downloadAt = performance.now();
      // The app revokes the Blob's URL 40 s later: read now, after the time is taken.
      fetch(event.target.href).then((response) => response.blob()).then((blob) => { state.pdfBytes = blob.size; }, () => { state.pdfBytes = -1; });
    }, true);
  })()`;
}

/** The journey's state as plain data. */
export const READ_JOURNEY = `(() => { const { click, ...state } = window.vetrinaJourney; return state; })()`;

/** Clicks 'Genera Catalogo PDF' from the page, its time taken as it goes. */
export const CLICK_GENERATE = 'window.vetrinaJourney.click()';

const PHASE_NAMES = JSON.stringify(Object.values(PHASES));

/**
 * The engine's phase measures (src/web/engine/phase-timing.ts) since `since` on this timeline, as
 * [name, duration] pairs: run in the page and in each photo worker (whose timeline starts with it).
 */
export const phaseEntries = (since: number) =>
  `performance.getEntriesByType('measure').filter((entry) => ${PHASE_NAMES}.includes(entry.name) && entry.startTime >= ${since}).map((entry) => [entry.name, entry.duration])`;

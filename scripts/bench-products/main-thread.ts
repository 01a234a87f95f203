/**
 * The page's main thread while a bench scenario runs: the longest task (the Long Tasks API) and,
 * for every frame that held one, what ran in it (Long Animation Frames: each script's entry point
 * and the style and layout it forced), so a figure over target names its cause.
 */
import type { Locator, Page } from 'playwright-core';

export interface MainThreadReport {
  longestTask: number;
  slowFrames: string[];
}

interface WatchState {
  since: number;
  longestTask: number;
  slowFrames: string[];
  observers?: PerformanceObserver[];
}

/** Starts watching; a later `watch` replaces the earlier one. */
export async function watchMainThread(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as WatchState;
    for (const observer of state.observers ?? []) observer.disconnect();
    // Entries arrive after their frame: one that started before this watch belongs to the one before.
    state.since = performance.now();
    state.longestTask = 0;
    state.slowFrames = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= state.since) state.longestTask = Math.max(state.longestTask, entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    const frames = new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as (PerformanceEntry & { blockingDuration: number; renderStart: number; styleAndLayoutStart: number; scripts: { invoker: string; duration: number; forcedStyleAndLayoutDuration: number }[] })[]) {
        if (frame.blockingDuration === 0 || frame.startTime < state.since) continue;
        const scripts = frame.scripts.filter((script) => script.duration >= 10).map((script) => `${script.invoker} ${script.duration.toFixed(0)} ms (forced style and layout ${script.forcedStyleAndLayoutDuration.toFixed(0)})`);
        const end = frame.startTime + frame.duration;
        const rendering = frame.renderStart > 0 ? `rendering ${(end - frame.renderStart).toFixed(0)} ms (style and layout ${(end - frame.styleAndLayoutStart).toFixed(0)})` : 'no rendering';
        state.slowFrames.push(`a frame of ${frame.duration.toFixed(0)} ms: ${scripts.join(', ') || 'no script over 10 ms'}; ${rendering}`);
      }
    });
    frames.observe({ type: 'long-animation-frame' });
    state.observers = [tasks, frames];
  });
}

/**
 * Clicks `target` as a person does, under a watch: the pointer at its centre, found before the
 * watch starts. Playwright's own click first checks the target with its role and visibility
 * engine in the page, tasks of 10-30 ms over 2,000 elements that no person's click has.
 */
export async function clickUnderWatch(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The target of the click is not on screen');
  await watchMainThread(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** What the watch saw, once the current frame has been delivered. */
export async function mainThreadReport(page: Page): Promise<MainThreadReport> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const state = window as unknown as WatchState;
    return { longestTask: state.longestTask, slowFrames: [...state.slowFrames] };
  });
}

export function printReport(line: string, report: MainThreadReport): void {
  console.info(`${line}, longest main-thread task ${report.longestTask.toFixed(0)} ms (target <= 50 ms)`);
  for (const frame of report.slowFrames) console.info(`      ${frame}`);
}

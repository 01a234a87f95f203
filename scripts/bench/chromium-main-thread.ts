/**
 * The page's main-thread tasks in Chromium, from a trace: each task's wall time beside its thread
 * time, the CPU the thread really had. On two cores the photo workers, the browser's decoder threads
 * and its raised-priority GPU and IO threads share the cores with the page: a task of 2 ms of CPU can
 * last 60 ms because the thread waited for a core (decision 1094). The trace says which long tasks
 * are the page's work and which are the machine's.
 */
import type { CDPSession } from 'playwright-core';

export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

/** A task of the thread's scheduler, as the 'toplevel' category names it. */
const TASK = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Starts tracing the browser's top-level tasks; the returned function stops and gives the renderers' main-thread tasks. */
export async function traceMainThread(cdp: CDPSession): Promise<() => Promise<MainThreadTask[]>> {
  const events: TraceEvent[] = [];
  // The protocol types the events as string maps; Chromium's trace events carry numbers and nested args.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel'] }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
    return events
      .filter((event) => event.ph === 'X' && event.name === TASK && mainThreads.has(`${event.pid}:${event.tid}`))
      .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }));
  };
}

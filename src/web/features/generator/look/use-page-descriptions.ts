import { startTransition, useEffect, useRef, useState } from 'react';
import type { CatalogEngine, DescribeJob, DescribedCatalog } from '../../../engine/index.js';

/** Typing in a text field asks once it pauses, not at every key. */
const DESCRIBE_DEBOUNCE_MS = 120;
/** After a description that took t, the next is asked no sooner than this many t later: the worker describes a third of its time at most. */
const DESCRIBE_REST = 2;

export interface PageDescriptions {
  /** The latest description; kept while the next one is made, so the preview does not flicker. */
  described: DescribedCatalog | null;
  /** A newer request than `pages` is still being answered. */
  pending: boolean;
  failed: boolean;
}

/**
 * Every page of the catalogue, described by the engine's PDF worker with the PDF's own layout (0604).
 * One description is asked at a time, and the latest job, if it changed meanwhile, after a rest as
 * long as twice that description took: as photos arrive the job changes several times a second, and
 * the worker, which cannot drop a job it was handed, described each in turn, the answers already
 * stale, on the cores the photos are prepared on (32 descriptions of 0.35 s for 36 photos in
 * WebKit, decision 1059). Where a description takes 20 ms (Chromium) the rest is the debounce's. `held` while the catalogue is
 * being generated: the overlay hides the preview (issue 37.2); the latest job is asked once the hold
 * ends, unless it is the one already answered.
 */
export function usePageDescriptions(engine: CatalogEngine | null, job: DescribeJob, held = false): PageDescriptions {
  const [state, setState] = useState<PageDescriptions>({ described: null, pending: true, failed: false });
  // The job is rebuilt at every render; its content decides whether to ask again.
  const key = JSON.stringify(job);
  const latest = useRef({ key, held, engine });
  const answered = useRef<string | null>(null);
  const asking = useRef(false);
  /** No description is asked before this time (performance.now()), and one call waits for it. */
  const rest = useRef({ until: 0, waiting: false });

  useEffect(() => {
    latest.current = { key, held, engine };
    if (!engine || held) return;
    if (answered.current === key) {
      // Back to the job last answered (a change undone): its description stands.
      setState((previous) => (previous.pending ? { ...previous, pending: false } : previous));
      return;
    }
    // Unchanged when already pending, so React skips the render.
    setState((previous) => (previous.pending ? previous : { ...previous, pending: true }));
    const ask = () => {
      const wanted = latest.current;
      if (asking.current || rest.current.waiting || !wanted.engine || wanted.held || answered.current === wanted.key) return;
      const wait = rest.current.until - performance.now();
      if (wait > 0) {
        rest.current.waiting = true;
        setTimeout(() => {
          rest.current.waiting = false;
          ask();
        }, wait);
        return;
      }
      asking.current = true;
      const started = performance.now();
      // The answer shows (a description of an older job still shows more than none) unless the engine changed; the latest job is asked next.
      const settled = (update: (previous: PageDescriptions) => PageDescriptions) => {
        asking.current = false;
        rest.current.until = performance.now() + DESCRIBE_REST * (performance.now() - started);
        const now = latest.current;
        if (now.engine === wanted.engine) startTransition(() => setState(update));
        // A job that failed is asked again only once it changes, as any job.
        if (now.key !== wanted.key || now.engine !== wanted.engine) ask();
      };
      const stillPending = () => latest.current.key !== wanted.key;
      wanted.engine
        .describe(JSON.parse(wanted.key) as DescribeJob)
        .then((described) => {
          if (latest.current.engine === wanted.engine) answered.current = wanted.key;
          settled(() => ({ described, pending: stillPending(), failed: false }));
        })
        .catch(() => settled((previous) => ({ ...previous, pending: stillPending(), failed: true })));
    };
    const timer = setTimeout(ask, DESCRIBE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, key, held]);

  return state;
}

import { startTransition, useEffect, useRef, useState } from 'react';
import type { CatalogEngine, DescribeJob, DescribedCatalog } from '../../../engine/index.js';

/** Typing in a text field asks once it pauses, not at every key. */
const DESCRIBE_DEBOUNCE_MS = 120;

export interface PageDescriptions {
  /** The latest description; kept while the next one is made, so the preview does not flicker. */
  described: DescribedCatalog | null;
  /** A newer request than `pages` is still being answered. */
  pending: boolean;
  failed: boolean;
}

/**
 * Every page of the catalogue, described by the engine's PDF worker with the PDF's own layout (0604).
 * `held` while the catalogue is being generated: the overlay hides the preview, and describing
 * again as each photo comes in would take the cores the photos are prepared on (issue 37.2); the
 * latest job is asked once the hold ends, unless it is the one already answered.
 */
export function usePageDescriptions(engine: CatalogEngine | null, job: DescribeJob, held = false): PageDescriptions {
  const [state, setState] = useState<PageDescriptions>({ described: null, pending: true, failed: false });
  // The job is rebuilt at every render; its content decides whether to ask again.
  const key = JSON.stringify(job);
  const answered = useRef<string | null>(null);

  useEffect(() => {
    if (!engine || held) return;
    if (answered.current === key) {
      // Back to the job last answered (a change undone): its description stands.
      setState((previous) => (previous.pending ? { ...previous, pending: false } : previous));
      return;
    }
    let current = true;
    // Unchanged when already pending, so React skips the render.
    setState((previous) => (previous.pending ? previous : { ...previous, pending: true }));
    const timer = setTimeout(() => {
      engine
        .describe(JSON.parse(key) as DescribeJob)
        .then((described) => {
          if (!current) return;
          answered.current = key;
          // Rendered in slices: the preview is not what the hand on the form waits for.
          startTransition(() => setState({ described, pending: false, failed: false }));
        })
        .catch(() => current && setState((previous) => ({ ...previous, pending: false, failed: true })));
    }, DESCRIBE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, key, held]);

  return state;
}

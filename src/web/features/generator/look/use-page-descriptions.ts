import { useEffect, useState } from 'react';
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

/** Every page of the catalogue, described by the engine's PDF worker with the PDF's own layout (0604). */
export function usePageDescriptions(engine: CatalogEngine | null, job: DescribeJob): PageDescriptions {
  const [state, setState] = useState<PageDescriptions>({ described: null, pending: true, failed: false });
  // The job is rebuilt at every render; its content decides whether to ask again.
  const key = JSON.stringify(job);

  useEffect(() => {
    if (!engine) return;
    let current = true;
    // Unchanged when already pending, so React skips the render.
    setState((previous) => (previous.pending ? previous : { ...previous, pending: true }));
    const timer = setTimeout(() => {
      engine
        .describe(JSON.parse(key) as DescribeJob)
        .then((described) => current && setState({ described, pending: false, failed: false }))
        .catch(() => current && setState((previous) => ({ ...previous, pending: false, failed: true })));
    }, DESCRIBE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, key]);

  return state;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` items to mount: new ones join `step` at a time, each step a render of its
 * own that React cuts into slices and a commit of its own. A deferred value mounted a drop of 100
 * cards in one commit: their DOM, refs and effects in one 107-156 ms task (issue 37.4). Fewer items
 * show at once; the first step comes with the render that brought them.
 */
export function useMountedInSteps(count: number, step: number): number {
  const [mounted, setMounted] = useState(() => Math.min(count, step));
  const shown = Math.min(mounted, count);
  useEffect(() => {
    if (mounted === shown && shown >= count) return;
    // Removed items leave at once; new ones come after this commit, as a transition.
    startTransition(() => setMounted(Math.min(count, shown + step)));
  }, [mounted, shown, count, step]);
  return shown;
}

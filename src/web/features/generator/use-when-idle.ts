import { useEffect } from 'react';

/**
 * Runs `work` (a module-level function, so it runs once per mount) when the page is first idle after mounting (at the latest after two seconds):
 * what the first screen does not show waits until it has painted (issue 38.7).
 */
export function useWhenIdle(work: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }, [work]);
}

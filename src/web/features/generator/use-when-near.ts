import { useEffect, type RefObject } from 'react';

/**
 * Runs `work` (a module-level function, so it runs once per page) at the first idle moment after
 * the element in `ref` comes within a quarter of a screen of the viewport: what serves only a part of the page
 * further down (the faces of the font picker, the code a drop of photos needs) costs a phone
 * nothing until its user scrolls towards that part (issue 38.7). Without IntersectionObserver it
 * runs once idle.
 */
export function useWhenNear(ref: RefObject<Element | null>, work: () => void): void {
  useEffect(() => {
    const element = ref.current;
    let cancelIdle = () => {};
    const runWhenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(work, { timeout: 2000 });
        cancelIdle = () => cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback: the next task, after the one that found the element near.
        const timer = setTimeout(work, 0);
        cancelIdle = () => clearTimeout(timer);
      }
    };
    if (!element || typeof IntersectionObserver !== 'function') {
      runWhenIdle();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        runWhenIdle();
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, work]);
}

import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Room between the header and what is scrolled to: the focus ring (2 px at 2 px) stays in view. */
const CLEARANCE_PX = 8;

/**
 * A header that stays at the top of the page while it scrolls. Its height, which changes as it wraps
 * on narrow screens, becomes the page's scroll padding, so an element scrolled into view or reached
 * with Tab never lands under it (WCAG 2.2, 2.4.11 Focus Not Obscured; issue 27.11).
 */
export function StickyHeader({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    // The observer reports the header's size once laid out, and again whenever it changes: reading
    // offsetHeight here instead forced the whole first layout in the middle of React's commit,
    // the generator's longest task on a phone (issue 38.7).
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight;
      root.style.scrollPaddingTop = `${height + CLEARANCE_PX}px`;
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return (
    <header ref={ref} className={`sticky top-0 ${className}`}>
      {children}
    </header>
  );
}

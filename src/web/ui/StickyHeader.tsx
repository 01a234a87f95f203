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
    const pad = () => {
      root.style.scrollPaddingTop = `${header.offsetHeight + CLEARANCE_PX}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
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

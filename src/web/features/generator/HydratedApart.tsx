import { Suspense, type ReactNode } from 'react';

/**
 * A part of the server-drawn generator (decision 1021) that React hydrates in a pass of its own:
 * a Suspense boundary is hydrated and committed apart from the page around it, so the page's
 * hydration is several short tasks instead of one commit of the whole form, which a phone felt as
 * one long block of the main thread (issue 38.7). Nothing inside suspends once hydrated.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

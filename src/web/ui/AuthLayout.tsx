import type { ReactNode } from 'react';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/brand.js';

/** The signed-out frame: an editorial ink panel beside (or above, on a phone) the form. */
export function AuthLayout({ eyebrow, children }: { eyebrow: string; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.1fr_1fr]">
      <header className="relative flex flex-col justify-between overflow-hidden bg-ink px-6 py-10 text-paper sm:px-12 lg:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full border border-paper/10"
        />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-24 size-[28rem] rounded-full border border-paper/10" />
        <p className="text-xs uppercase tracking-[0.3em] text-stone-300">{eyebrow}</p>
        <div className="mt-10 lg:mt-0">
          <h1 className="font-display text-5xl sm:text-7xl">{BRAND_NAME}</h1>
          <p className="mt-4 max-w-md text-sm uppercase tracking-[0.25em] text-stone-300">{BRAND_SUBTITLE}</p>
        </div>
        <p className="mt-10 hidden max-w-sm text-sm leading-relaxed text-stone-300 lg:block">
          Le tue collezioni, impaginate con cura in cataloghi PDF pronti da condividere con i tuoi clienti.
        </p>
      </header>
      <main className="flex items-center justify-center px-6 py-12 sm:px-12">
        <div className="w-full max-w-sm">{children}</div>
      </main>
    </div>
  );
}

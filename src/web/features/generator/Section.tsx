import type { ReactNode } from 'react';

/** A numbered section of the generator page. */
export function Section({ id, step, title, intro, actions, children }: { id: string; step: string; title: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white/70 p-5 sm:p-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs uppercase tracking-[0.25em] text-accent">{step}</p>
          <h2 id={id} className="mt-1 font-display text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

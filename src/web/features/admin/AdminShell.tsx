import type { ReactNode } from 'react';
import { Brand } from '../../ui/Brand.js';

/** The frame of the single-task administrator pages (init, reset, test). */
export function AdminShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-white/70 px-6 py-5 sm:px-10">
        <Brand />
      </header>
      <main className="mx-auto max-w-2xl px-6 py-12 sm:py-16">
        <h1 className="font-display text-4xl">{title}</h1>
        <p className="mt-3 text-muted">{intro}</p>
        <div className="mt-10">{children}</div>
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { PublicUser } from '../../../shared/index.js';
import { GeneratorHeader } from '../generator/GeneratorHeader.js';

/** A signed-in user's page beside the generator ('/pubblicati', '/ordini'): the same header, a title. */
export function UserPage({ user, title, intro, children }: { user: PublicUser; title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <GeneratorHeader user={user} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-8 sm:py-12">
        <div className="grid gap-2">
          <h2 className="font-display text-3xl">{title}</h2>
          {intro && <p className="text-muted">{intro}</p>}
        </div>
        {children}
      </main>
    </div>
  );
}

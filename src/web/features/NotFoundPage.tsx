import { Link } from 'react-router';
import { UI_TEXTS } from '../../shared/messages.js';
import { buttonClasses } from '../ui/Button.js';

/** DECISIONS "Screens": the signed-in fallback is a not-found page with a link home. */
export default function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="font-display text-8xl text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-3xl">{UI_TEXTS.notFound}</h1>
      <p className="max-w-sm text-muted">La pagina che cerchi non esiste o è stata spostata.</p>
      <Link to={home} className={buttonClasses('primary')}>
        Torna alla home
      </Link>
    </main>
  );
}

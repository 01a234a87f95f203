import { UI_TEXTS } from '../../shared/messages.js';

/** An activity indicator in the text colour (styles.css: `.vetrina-spinner`). */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <span aria-hidden="true" className={`vetrina-spinner inline-block ${className}`} />;
}

/** Spec 2: 'Caricamento...' while the session (or a lazy screen) loads. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 text-muted">
      <Spinner className="size-8 text-accent" />
      <p className="text-sm tracking-wide">{UI_TEXTS.loading}</p>
    </div>
  );
}

import { UI_TEXTS } from '../../shared/messages.js';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block rounded-full border-2 border-current border-r-transparent ${className}`}
      style={{ animation: 'vetrina-spin 0.8s linear infinite' }}
    />
  );
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

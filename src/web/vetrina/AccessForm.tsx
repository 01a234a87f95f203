import { useState } from 'react';
import { HttpError } from '../api/http-error.js';
import type { VetrinaWords } from './words.js';

/**
 * A link with an access code (DECISIONS 'Published catalogues'): the code posted to the link's
 * access call, which sets a cookie for the link; the page then reloads with the catalogue.
 */
export function AccessForm({ linkId, words }: { linkId: string; words: VetrinaWords }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(): Promise<void> {
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/api/v/${encodeURIComponent(linkId)}/access`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ code }) });
      if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text());
      location.reload();
    } catch (failure) {
      setError(failure instanceof HttpError ? (failure.serverMessage ?? words.accessWrong) : words.networkError);
      setSending(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-4 px-5">
      <h1 className="text-2xl">{words.accessTitle}</h1>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="codice" className="text-sm">
          {words.accessCode}
        </label>
        <input id="codice" type="password" autoComplete="off" required minLength={1} maxLength={40} value={code} onChange={(event) => setCode(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'codice-errore' : undefined} className="rounded border border-muted bg-white px-3 py-2 text-base" />
        {error && (
          <p id="codice-errore" role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" disabled={sending || code === ''} className="rounded bg-ink px-4 py-2 font-medium text-white disabled:opacity-60">
          {words.accessSubmit}
        </button>
      </form>
    </main>
  );
}

import { contentsSummary, matchSummary } from '../../../../catalog/products/import-summary.js';
import type { ProductImport } from '../../../../catalog/products/index.js';
import { CURRENCY_LABELS } from '../../../../shared/index.js';

const SHOWN_UNMATCHED = 8;

function list(items: readonly string[]): string {
  return `${items.slice(0, SHOWN_UNMATCHED).join(', ')}${items.length > SHOWN_UNMATCHED ? '…' : ''}`;
}

/**
 * What the import would do (issue 23.4, 23.8): how many photos got their colourway, each photo's
 * match and why, the rows and photos left unmatched, and what could not be read.
 */
interface ProductMatchesProps {
  result: ProductImport;
  photoCount: number;
  /** A photo matched by hand to a colourway (its place in `result.choices`), or given back to the file's match. */
  onMatch?: (photo: string, colourway: number | undefined) => void;
}

/** Photos the file did not match to a colourway, or matched by hand: each may be given a row (issue 34.2). */
function HandMatches({ result, onMatch }: { result: ProductImport; onMatch: NonNullable<ProductMatchesProps['onMatch']> }) {
  const open = result.matches.flatMap((match) => (match.kind !== 'colourway' || match.byHand === true ? [match] : []));
  if (open.length === 0 || result.choices.length === 0) return null;
  return (
    <fieldset className="grid gap-1 rounded border border-line p-2" data-testid="products-hand">
      <legend className="px-1 font-medium">Abbina a mano le foto che il file non abbina</legend>
      {open.map((match) => (
        <label key={match.photo} className="flex flex-wrap items-center gap-2">
          <span className="break-all">{match.photo}</span>
          <select
            className="max-w-full rounded border border-line px-2 py-1"
            aria-label={`Riga per la foto ${match.photo}`}
            value={match.kind === 'colourway' ? match.colourway : ''}
            onChange={(event) => onMatch(match.photo, event.target.value === '' ? undefined : Number(event.target.value))}
          >
            <option value="">{match.kind === 'style' ? '— tutti i colori del modello —' : '— nessuna riga —'}</option>
            {result.choices.map((choice, index) => (
              <option key={`${index}-${choice}`} value={index}>
                {choice}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

export function ProductMatches({ result, photoCount, onMatch }: ProductMatchesProps) {
  if (result.missing.length > 0) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700" data-testid="products-missing">
        {result.missing.includes('key') && 'Scegli una colonna per abbinare le foto: immagine, codice o modello. '}
        {result.missing.includes('name') && 'Scegli la colonna con il nome del prodotto.'}
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm" role="status" data-testid="products-summary">
      <p className="font-medium">
        {matchSummary(result, photoCount)}. Nel file: {contentsSummary(result)}.
      </p>
      {result.currency && <p className="text-muted">Prezzi in {CURRENCY_LABELS[result.currency]}, come dice il file.</p>}
      <details className="rounded border border-line p-2">
        <summary className="cursor-pointer">Abbinamento foto per foto</summary>
        <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto" data-testid="products-matches">
          {result.matches.map((match, index) => (
            <li key={`${index}-${match.photo}`} data-kind={match.kind}>
              <span className="font-medium">{match.photo}</span>: {match.kind === 'none' ? 'nessuna riga' : `${result.captions[index]?.name ?? ''} ${result.captions[index]?.colours ?? ''} — ${match.reason}`}
            </li>
          ))}
        </ul>
      </details>
      {onMatch && <HandMatches result={result} onMatch={onMatch} />}
      {result.unmatchedRows.length > 0 && (
        <p className="text-muted">
          Righe senza foto ({result.unmatchedRows.length}): {list(result.unmatchedRows.map((row) => `riga ${row.row} (${row.key})`))}
        </p>
      )}
      {result.unmatchedPhotos.length > 0 && (
        <p className="text-amber-800">
          Foto senza riga ({result.unmatchedPhotos.length}): {list(result.unmatchedPhotos)}
        </p>
      )}
      {result.problems.slice(0, SHOWN_UNMATCHED).map((problem) => (
        <p key={problem} className="text-amber-800">
          {problem}
        </p>
      ))}
    </div>
  );
}

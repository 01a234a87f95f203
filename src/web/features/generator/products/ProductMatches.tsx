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
export function ProductMatches({ result, photoCount }: { result: ProductImport; photoCount: number }) {
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

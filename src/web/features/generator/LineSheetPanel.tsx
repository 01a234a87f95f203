import { useId } from 'react';
import { EMPTY_LINE_SHEET_TERMS, LIMITS, LINE_SHEET_COLUMNS, LINE_SHEET_DENSITIES, LINE_SHEET_TERMS, type LineSheetColumn, type LineSheetOptions, type LineSheetTerm } from '../../../shared/index.js';
import { lineSheetWords } from '../../../catalog/texts/line-sheet-headings.js';
import { ChoiceGroup } from '../../ui/ChoiceGroup.js';
import { inputClasses } from '../../ui/Field.js';

interface LineSheetPanelProps {
  options: LineSheetOptions;
  onChange: (options: LineSheetOptions) => void;
}

const ITALIAN = lineSheetWords('Italiano');

const TERM_PLACEHOLDERS: Record<LineSheetTerm, string> = {
  season: 'Primavera Estate 2027',
  delivery: '15 gennaio – 28 febbraio 2027',
  deadline: '30 settembre 2026',
  minimum: '12 capi, anche assortiti',
  payment: 'Bonifico a 30 giorni data fattura',
  vat: 'In euro, IVA esclusa',
  howToOrder: 'Rispondi con le quantità a ordini@atelier.it',
};

/**
 * Issue 24: how the line sheet prints. Rows by style (colourways side by side) or by colourway,
 * rows a page, the columns printed (none ticked: those the products carry), and the terms a buyer
 * orders under, above the table or on a page of their own. All kept with the draft.
 */
export function LineSheetPanel({ options, onChange }: LineSheetPanelProps) {
  const termsId = useId();
  const patch = (change: Partial<LineSheetOptions>) => onChange({ ...options, ...change });
  const toggle = (column: LineSheetColumn, on: boolean) => {
    const chosen = new Set(options.columns);
    if (on) chosen.add(column);
    else chosen.delete(column);
    patch({ columns: LINE_SHEET_COLUMNS.filter((candidate) => chosen.has(candidate)) });
  };
  const setTerm = (term: LineSheetTerm, value: string) => patch({ terms: { ...EMPTY_LINE_SHEET_TERMS, ...options.terms, [term]: value.slice(0, LIMITS.lineSheetTermMax) } });
  return (
    <div className="grid gap-6 rounded-lg border border-line p-4" data-testid="line-sheet-panel">
      <div className="grid gap-6 md:grid-cols-2">
        <ChoiceGroup
          legend="Righe del line sheet"
          name="line-sheet-grouping"
          value={options.grouping}
          choices={[
            { value: 'style', label: 'Una per modello', hint: '(colori affiancati)' },
            { value: 'colourway', label: 'Una per variante colore' },
          ]}
          onChange={(grouping) => patch({ grouping })}
        />
        <ChoiceGroup
          legend="Righe per pagina"
          name="line-sheet-density"
          value={options.rowsPerPage}
          choices={LINE_SHEET_DENSITIES.map((value) => ({ value, label: String(value) }))}
          onChange={(rowsPerPage) => patch({ rowsPerPage })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Colonne</legend>
        <p className="text-xs text-muted">Nessuna scelta: le colonne che i prodotti riempiono.</p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {LINE_SHEET_COLUMNS.map((column) => (
            <label key={column} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={options.columns.includes(column)} onChange={(event) => toggle(column, event.target.checked)} />
              {ITALIAN.headings[column]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={termsId}>
        <legend className="text-sm font-medium">{ITALIAN.termsTitle}</legend>
        <p id={termsId} className="text-xs text-muted">
          Le righe vuote non si stampano; le etichette seguono la lingua del catalogo.
        </p>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {LINE_SHEET_TERMS.map((term) => (
            <label key={term} className="grid gap-1 text-sm">
              {ITALIAN.terms[term]}
              <input className={inputClasses} value={options.terms[term]} maxLength={LIMITS.lineSheetTermMax} placeholder={TERM_PLACEHOLDERS[term]} onChange={(event) => setTerm(term, event.target.value)} />
            </label>
          ))}
        </div>
        <div className="mt-3">
          <ChoiceGroup
            legend="Dove stampare le condizioni"
            name="line-sheet-terms-placement"
            value={options.termsPlacement}
            choices={[
              { value: 'first-page', label: 'Sopra la tabella' },
              { value: 'own-page', label: 'In una pagina a sé' },
            ]}
            onChange={(termsPlacement) => patch({ termsPlacement })}
          />
        </div>
      </fieldset>
    </div>
  );
}

/**
 * What an import found, said in Italian with its numbers agreeing (issue 38.5: never '1 modelli'
 * or '1 foto abbinate'). The CLI and the dialog say it with the same words.
 */
import { countOf } from '../../shared/index.js';
import { CURRENCY_LABELS } from '../../shared/index.js';
import { FIELD_LABELS } from './field-labels.js';
import type { Lack, ProductImport } from './import-products.js';
import type { ColumnMapping, ProductField } from './product-columns.js';
import { quoted } from './spreadsheet-error.js';
import type { SheetLayout } from './sheet-layout.js';

/** '26 modelli in 40 varianti colore'. */
export function contentsSummary(result: Pick<ProductImport, 'styles' | 'colourways'>): string {
  return `${countOf(result.styles, 'modello', 'modelli')} in ${countOf(result.colourways, 'variante colore', 'varianti colore')}`;
}

const LACKS_SAID: Record<Lack, string> = { colore: 'colore', taglie: 'taglie', prezzo: 'prezzo' };

/** 'senza taglie', 'senza colore né prezzo'. */
function withoutWhat(lacks: readonly Lack[]): string {
  return `senza ${lacks.map((lack) => LACKS_SAID[lack]).join(' né ')}`;
}

/**
 * '18 foto su 20 abbinate alla loro variante colore con colore, taglie e prezzo; 2 abbinate senza
 * taglie': a photo counts as matched only when its caption has what a line sheet prints (issue
 * 34.3); the others are said with what they lack.
 */
export function matchSummary(result: Pick<ProductImport, 'complete' | 'matchedStyleOnly' | 'lacking'> & Partial<Pick<ProductImport, 'byPosition'>>, photoCount: number): string {
  const one = result.complete === 1;
  const parts = [`${result.complete.toLocaleString('it-IT')} foto su ${photoCount.toLocaleString('it-IT')} ${one ? 'abbinata alla sua' : 'abbinate alla loro'} variante colore con colore, taglie e prezzo`];
  const byPosition = result.byPosition ?? 0;
  if (byPosition > 0) parts.push(`${byPosition.toLocaleString('it-IT')} di queste per posizione dell'immagine nel file, che non dice quale colore mostra: ${byPosition === 1 ? 'controllala' : 'controllale'}`);
  const groups = new Map<string, number>();
  for (const { lacks } of result.lacking) groups.set(withoutWhat(lacks), (groups.get(withoutWhat(lacks)) ?? 0) + 1);
  for (const [what, count] of groups) parts.push(`${count.toLocaleString('it-IT')} ${count === 1 ? 'abbinata' : 'abbinate'} ${what}`);
  if (result.matchedStyleOnly > 0) parts.push(`${result.matchedStyleOnly.toLocaleString('it-IT')} solo al modello (colore non riconosciuto)`);
  return parts.join('; ');
}

/**
 * What the reading understood, in one sentence (issue 34.6): each field with its column, where
 * colours and sizes came from when no column holds them, the image columns and the currency.
 */
export function understoodSummary(layout: SheetLayout, mapping: ColumnMapping, result: Pick<ProductImport, 'currency'>): string {
  const heading = (column: number) => `«${quoted(layout.headers[column] ?? '')}»`;
  const fields = (Object.entries(mapping) as [ProductField, number][]).sort((a, b) => a[1] - b[1]).map(([field, column]) => `${FIELD_LABELS[field]} ${heading(column)}`);
  const attributes = [
    ...(layout.options.length > 0 ? [`dalle opzioni ${layout.options.map((pair) => heading(pair.name)).join(', ')}`] : []),
    ...(layout.attributeLists.length > 0 ? [`dagli attributi in ${layout.attributeLists.map(heading).join(', ')}`] : []),
    ...(layout.attributePair ? [`dai nomi degli attributi in ${heading(layout.attributePair.name)} con i valori in ${heading(layout.attributePair.value)}`] : []),
  ];
  const parts = [`colonne lette: ${fields.join(', ')}`];
  if (attributes.length > 0 && (mapping.colours === undefined || mapping.sizes === undefined)) parts.push(`colori e taglie ${attributes.join(' e ')}`);
  const images = layout.imageColumns.filter((column) => column !== mapping.image);
  if (images.length > 0) parts.push(`altre immagini da ${images.map(heading).join(', ')}`);
  parts.push(result.currency ? `prezzi in ${CURRENCY_LABELS[result.currency]}` : 'valuta non indicata dal file');
  return parts.join('; ');
}

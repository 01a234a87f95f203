/**
 * What an import found, said in Italian with its numbers agreeing (issue 38.5: never '1 modelli'
 * or '1 foto abbinate'). The CLI and the dialog say it with the same words.
 */
import { countOf } from '../../shared/index.js';
import type { ProductImport } from './import-products.js';

/** '26 modelli in 40 varianti colore'. */
export function contentsSummary(result: Pick<ProductImport, 'styles' | 'colourways'>): string {
  return `${countOf(result.styles, 'modello', 'modelli')} in ${countOf(result.colourways, 'variante colore', 'varianti colore')}`;
}

/** '4 foto su 5 abbinate alla loro variante colore, 1 solo al modello (colore non riconosciuto)'. */
export function matchSummary(result: Pick<ProductImport, 'matched' | 'matchedStyleOnly'>, photoCount: number): string {
  const one = result.matched === 1;
  const matched = `${result.matched.toLocaleString('it-IT')} foto su ${photoCount.toLocaleString('it-IT')} ${one ? 'abbinata alla sua' : 'abbinate alla loro'} variante colore`;
  if (result.matchedStyleOnly === 0) return matched;
  return `${matched}, ${result.matchedStyleOnly.toLocaleString('it-IT')} solo al modello (colore non riconosciuto)`;
}

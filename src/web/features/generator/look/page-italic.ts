/**
 * Whether a described page prints a line in the catalogue font's italic (Editoriale's names,
 * decision 1105): only then is the italic registered for the preview, and fetched.
 */
import type { PageDescription } from '../../../../catalog/describe/page-description.js';
import { pageLines } from './page-lines.js';

export function pageHasItalic(page: PageDescription): boolean {
  return pageLines(page).some((line) => line.italic === true);
}

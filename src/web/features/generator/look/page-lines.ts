/** Every line a described page prints, for the preview's questions about a page's type (emoji, italic). */
import type { DescribedText, PageDescription } from '../../../../catalog/describe/page-description.js';

/** Its furniture, table, terms and captions. */
export function pageLines(page: PageDescription): DescribedText[] {
  return [
    ...page.texts,
    ...(page.terms ?? []),
    ...(page.table ?? []).flatMap((row) => row.cells.flatMap((cell) => cell.lines)),
    ...page.photos.flatMap((placed) => placed.caption),
  ];
}

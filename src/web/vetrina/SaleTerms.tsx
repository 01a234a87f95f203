import type { LineSheetTerm } from '../../shared/index.js';
import { lineSheetWords } from '../../catalog/texts/line-sheet-headings.js';
import { usePage } from './page-context.js';

/** The terms of sale the line sheet prints (issue 24.4), the ones written only. */
export function SaleTerms() {
  const { catalogue, language } = usePage();
  const words = lineSheetWords(language);
  const terms = Object.entries(catalogue.content.settings.lineSheet.terms).filter(([, value]) => value.trim()) as [LineSheetTerm, string][];
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="condizioni" className="flex flex-col gap-2">
      <h3 id="condizioni" className="text-lg font-medium">
        {words.termsTitle}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {terms.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{words.terms[term]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

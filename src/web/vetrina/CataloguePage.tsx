import { useMemo, type CSSProperties } from 'react';
import type { PublicCatalogue } from '../../shared/schemas/published.js';
import { displayFontFamily } from '../features/generator/display-font-family.js';
import { DEFAULT_ACCENT, textOnAccent } from './accent.js';
import { catalogueModel, catalogueProducts } from './catalogue-products.js';
import { Cover } from './Cover.js';
import { DownloadPdf } from './DownloadPdf.js';
import { OrderContextValue } from './order/order-context.js';
import { OrderBar } from './order/OrderBar.js';
import { OrderSection } from './order/OrderSection.js';
import { useOrderDraft } from './order/use-order-draft.js';
import { PageContextValue, type PageContext } from './page-context.js';
import { PageFooter } from './PageFooter.js';
import { ProductList } from './ProductList.js';
import { vetrinaWords } from './words.js';

/** The public page of a catalogue (issue 36.2): cover, introduction, products, order, footer. */
export function CataloguePage({ catalogue }: { catalogue: PublicCatalogue }) {
  const { settings } = catalogue.content;
  const fontFamily = displayFontFamily(settings.font);
  const model = useMemo(() => catalogueModel(catalogue.content), [catalogue]);
  const products = useMemo(() => catalogueProducts(catalogue.content, model), [catalogue, model]);
  const page = useMemo<PageContext>(() => ({ catalogue, language: settings.language, words: vetrinaWords(settings.language), model, prices: { language: settings.language, currency: settings.currency }, fontFamily }), [catalogue, settings, model, fontFamily]);
  const order = useOrderDraft(catalogue.id, catalogue.version);
  const accent = catalogue.content.accent ?? DEFAULT_ACCENT;
  // Custom properties set through the CSSOM: no inline style attribute for the CSP to allow.
  const look = { '--accent': accent, '--on-accent': textOnAccent(accent) } as CSSProperties;
  return (
    <PageContextValue.Provider value={page}>
      <OrderContextValue.Provider value={catalogue.ordering ? order : null}>
        <div style={look} className="flex min-h-dvh flex-col">
          <Cover />
          <main className="flex flex-1 flex-col">
            <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 border-b-4 border-(--accent) px-5 py-8">
              {settings.introduction && <p className="max-w-3xl text-lg whitespace-pre-line">{settings.introduction}</p>}
              <DownloadPdf />
            </div>
            <ProductList products={products} />
            <OrderSection />
          </main>
          <OrderBar />
          <PageFooter />
        </div>
      </OrderContextValue.Provider>
    </PageContextValue.Provider>
  );
}

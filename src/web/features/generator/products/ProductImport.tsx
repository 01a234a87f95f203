import { FileSpreadsheet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_FIELDS, type ColumnMapping, type ProductField } from '../../../../catalog/products/product-columns.js';
import { FORMAT_LABELS } from '../../../../catalog/products/sheet-layout.js';
import type { ProductImport as ImportResult } from '../../../../catalog/products/index.js';
import type { Currency, PhotoCaption } from '../../../../shared/index.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { inputClasses } from '../../../ui/Field.js';
import { toast } from '../../../ui/toast-store.js';
import { ProductFileError, ProductsClient } from '../../../engine/products-client.js';
import type { OpenedSheet } from '../../../engine/products-protocol.js';
import type { DraftAction, DraftPhoto, ProductColumns } from '../draft/catalog-draft.js';
import { FIELD_LABELS, rememberedColumns } from './product-mapping.js';
import { ProductMatches } from './ProductMatches.js';

interface ProductImportProps {
  photos: readonly DraftPhoto[];
  remembered: ProductColumns;
  currency: Currency;
  dispatch: (action: DraftAction) => void;
}

/**
 * Issues 15.3 and 23: the product file the business already has (a Shopify or WooCommerce export,
 * NuORDER or JOOR product data, an Excel price list), read in a worker in this browser (nothing is
 * uploaded), its columns recognised and open to correction, each photo matched to its colourway
 * with the reason shown, then every matching photo captioned at once, with 'Annulla'.
 */
export function ProductImport({ photos, remembered, currency, dispatch }: ProductImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const client = useRef<ProductsClient | null>(null);
  const [sheet, setSheet] = useState<OpenedSheet | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [sheetOrder, setSheetOrder] = useState(false);
  const hintId = useId();
  const fieldId = useId();
  const names = photos.map((photo) => photo.name);

  useEffect(() => () => client.current?.close(), []);

  const close = () => {
    setSheet(null);
    setResult(null);
    client.current?.close();
  };

  const open = async (file: File) => {
    client.current ??= new ProductsClient();
    try {
      const opened = await client.current.open(file, names, remembered);
      setMapping(opened.sheet.mapping);
      setResult(opened.result);
      setSheet(opened.sheet);
    } catch (error) {
      const message = error instanceof ProductFileError && error.message ? error.message : `Il file «${file.name}» non si può leggere.`;
      toast({ title: 'Importazione non riuscita', description: message, variant: 'destructive' });
      client.current.close();
    }
  };

  const remap = (field: ProductField, value: string) => {
    const { [field]: _previous, ...rest } = mapping;
    const next = value === '' ? rest : { ...rest, [field]: Number(value) };
    setMapping(next);
    void client.current?.match(next, names).then((matched) => matched && setResult(matched));
  };

  const apply = () => {
    if (!sheet || !result) return;
    const before = new Map<string, PhotoCaption | undefined>();
    const after = new Map<string, PhotoCaption | undefined>();
    photos.forEach((photo, index) => {
      const caption = result.captions[index];
      if (!caption) return;
      before.set(photo.id, photo.caption);
      after.set(photo.id, { ...photo.caption, ...caption });
    });
    const orderBefore = photos.map((photo) => photo.id);
    dispatch({ type: 'setCaptions', captions: after });
    if (result.currency && result.currency !== currency) dispatch({ type: 'patchSettings', patch: { currency: result.currency } });
    if (sheetOrder) dispatch({ type: 'orderPhotos', ids: result.sheetOrder.map((index) => photos[index]?.id ?? '') });
    dispatch({ type: 'setProductColumns', columns: rememberedColumns(sheet.headers, mapping) });
    close();
    toast({
      title: 'Didascalie importate',
      description: `${result.matched + result.matchedStyleOnly} foto su ${photos.length} hanno la didascalia del file «${sheet.fileName}».`,
      variant: 'success',
      action: {
        label: 'Annulla',
        altText: "Annulla l'importazione delle didascalie",
        onAction: () => {
          dispatch({ type: 'setCaptions', captions: before });
          dispatch({ type: 'patchSettings', patch: { currency } });
          dispatch({ type: 'orderPhotos', ids: orderBefore });
        },
      },
    });
  };

  const headed = sheet ? sheet.headers.flatMap((heading, column) => (heading ? [{ heading, column }] : [])) : [];
  const usable = result !== null && result.missing.length === 0 && result.matched + result.matchedStyleOnly > 0;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={hintId}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Importa dati prodotti
      </Button>
      <p id={hintId} className="text-xs text-muted">
        L&apos;esportazione prodotti di Shopify o WooCommerce, i dati prodotto di NuORDER o JOOR, o il tuo listino Excel o CSV: ogni foto prende nome, colore, taglie e prezzi della sua variante.
      </p>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Scegli il file dei prodotti (CSV o Excel)"
        accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="products-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void open(file);
        }}
      />
      <Dialog open={sheet !== null} onOpenChange={(next) => !next && close()} title="Abbina le colonne" description={sheet ? `Dal file «${sheet.fileName}»: ${FORMAT_LABELS[sheet.format]}. Controlla quale colonna contiene ogni dato.` : undefined}>
        <div className="grid gap-3">
          <div className="grid max-h-[40vh] gap-2 overflow-y-auto pr-1">
            {PRODUCT_FIELDS.map((field) => (
              <div key={field} className="grid grid-cols-[11rem_1fr] items-center gap-3 text-sm">
                <label htmlFor={`${fieldId}-${field}`}>{FIELD_LABELS[field]}</label>
                <select id={`${fieldId}-${field}`} className={inputClasses} value={mapping[field] ?? ''} onChange={(event) => remap(field, event.target.value)}>
                  <option value="">{result?.fromOptions.includes(field as 'colours' | 'sizes') ? '— dalle opzioni del file —' : '— nessuna —'}</option>
                  {headed.map(({ heading, column }) => (
                    <option key={column} value={column}>
                      {heading}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          {result && <ProductMatches result={result} photoCount={photos.length} />}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={sheetOrder} onChange={(event) => setSheetOrder(event.target.checked)} />
            Metti le foto nell&apos;ordine del file
          </label>
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="outline" onClick={close}>
              Annulla
            </Button>
            <Button variant="accent" onClick={apply} disabled={!usable}>
              Applica alle didascalie
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

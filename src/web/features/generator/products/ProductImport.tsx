import { FileSpreadsheet } from 'lucide-react';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { ColumnMapping as Mapping, ProductField } from '../../../../catalog/products/product-columns.js';
import { FORMAT_LABELS } from '../../../../catalog/products/sheet-layout.js';
import type { ProductImport as ImportResult } from '../../../../catalog/products/index.js';
import { CURRENCIES, CURRENCY_LABELS, type Currency, type LanguageCode, type LineSheetOptions, type PhotoCaption } from '../../../../shared/index.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Spinner } from '../../../ui/Spinner.js';
import { toast } from '../../../ui/toast-store.js';
import { ProductFileError, ProductsClient } from '../../../engine/products-client.js';
import type { OpenedSheet } from '../../../engine/products-protocol.js';
import type { DraftAction, DraftPhoto, ProductColumns } from '../draft/catalog-draft.js';
import { ColumnMapping } from './ColumnMapping.js';
import { rememberedColumns } from './product-mapping.js';
import { ProductMatches } from './ProductMatches.js';
import { ProductPreview } from './ProductPreview.js';
import { SizeSystemChoice } from './SizeSystemChoice.js';

function describe(sheet: OpenedSheet | null, reading: string | null): string | undefined {
  const tab = sheet && sheet.sheets.length > 1 ? `, foglio «${sheet.sheets[sheet.chosen] ?? ''}»` : '';
  if (sheet) return `Dal file «${sheet.fileName}»${tab}: ${FORMAT_LABELS[sheet.format]}. Controlla quale colonna contiene ogni dato.`;
  return reading === null ? undefined : `Dal file «${reading}».`;
}

interface ProductImportProps {
  photos: readonly DraftPhoto[];
  remembered: ProductColumns;
  /** The sheet of the last workbook imported, read first when the next workbook has it (issue 34.6). */
  rememberedSheet?: string | undefined;
  currency: Currency;
  language: LanguageCode;
  lineSheet: LineSheetOptions;
  dispatch: (action: DraftAction) => void;
}

/**
 * Issues 15.3 and 23: the product file the business already has (a Shopify or WooCommerce export,
 * NuORDER or JOOR product data, an Excel price list), read in a worker in this browser (nothing is
 * uploaded), its columns recognised and open to correction, each photo matched to its colourway
 * with the reason shown, then every matching photo captioned at once, with 'Annulla'.
 */
export function ProductImport({ photos, remembered, rememberedSheet, currency, language, lineSheet, dispatch }: ProductImportProps) {
  const input = useRef<HTMLInputElement>(null);
  /** The file open in the dialog, read again when the user picks another of its sheets (issue 34.4). */
  const chosenFile = useRef<File | null>(null);
  const sheetId = useId();
  const client = useRef<ProductsClient | null>(null);
  /** The file being read: the dialog opens at once, so opening it and reading overlap (issue 23.9). */
  const [reading, setReading] = useState<string | null>(null);
  const [sheet, setSheet] = useState<OpenedSheet | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [sheetOrder, setSheetOrder] = useState(false);
  const [sizeSystem, setSizeSystem] = useState(lineSheet.sizeSystem);
  /** Photos matched by hand (issue 34.2), kept across a column change; a new file forgets them. */
  const [manual, setManual] = useState<Record<string, number>>({});
  /** The prices' currency: the file's when it says one, else the catalogue's; the user may change it. */
  const [chosenCurrency, setChosenCurrency] = useState<Currency | undefined>(undefined);
  const currencyId = useId();
  const shownCurrency = chosenCurrency ?? result?.currency ?? currency;
  const hintId = useId();
  const names = photos.map((photo) => photo.name);

  useEffect(() => () => client.current?.close(), []);

  const close = () => {
    setReading(null);
    setSheet(null);
    setResult(null);
    setChosenCurrency(undefined);
    setManual({});
    client.current?.close();
  };

  const open = async (file: File, sheetName?: string) => {
    client.current ??= new ProductsClient();
    chosenFile.current = file;
    setReading(file.name);
    setManual({});
    try {
      const opened = await client.current.open(file, names, remembered, sheetName, rememberedSheet);
      setMapping(opened.sheet.mapping);
      setResult(opened.result);
      setSheet(opened.sheet);
    } catch (error) {
      const message = error instanceof ProductFileError && error.message ? error.message : `Il file «${file.name}» non si può leggere.`;
      close();
      toast({ title: 'Importazione non riuscita', description: message, variant: 'destructive' });
    } finally {
      setReading(null);
    }
  };

  const remap = (field: ProductField, column: number | undefined) => {
    const { [field]: _previous, ...rest } = mapping;
    const next = column === undefined ? rest : { ...rest, [field]: column };
    setMapping(next);
    void client.current?.match(next, names, manual).then((matched) => matched && setResult(matched));
  };

  const matchByHand = (photo: string, colourway: number | undefined) => {
    const { [photo]: _previous, ...rest } = manual;
    const next = colourway === undefined ? rest : { ...rest, [photo]: colourway };
    setManual(next);
    void client.current?.match(mapping, names, next).then((matched) => matched && setResult(matched));
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
    const orderAfter = result.sheetOrder.map((index) => photos[index]?.id ?? '');
    const columns = rememberedColumns(sheet.headers, mapping);
    const captioned = result.matched + result.matchedStyleOnly;
    const sheetName = sheet.sheets.length > 1 ? sheet.sheets[sheet.chosen] : undefined;
    const pricesIn = shownCurrency;
    close();
    // The columns and sheet are remembered at once, so a file opened right after is read with them.
    dispatch({ type: 'setProductColumns', columns, ...(sheetName && { sheet: sheetName }) });
    // The dialog closes at once; every card and the preview follow in an interruptible render, so
    // a page of photos captioned at once never holds the tab in one long task (issue 23.9).
    startTransition(() => {
      dispatch({ type: 'setCaptions', captions: after });
      if (pricesIn !== currency) dispatch({ type: 'patchSettings', patch: { currency: pricesIn } });
      dispatch({ type: 'patchSettings', patch: { lineSheet: { ...lineSheet, sizeSystem } } });
      if (sheetOrder) dispatch({ type: 'orderPhotos', ids: orderAfter });
    });
    toast({
      title: 'Didascalie importate',
      description: `${captioned} foto su ${photos.length} ${captioned === 1 ? 'ha' : 'hanno'} la didascalia del file «${sheet.fileName}».`,
      variant: 'success',
      action: {
        label: 'Annulla',
        altText: "Annulla l'importazione delle didascalie",
        onAction: () =>
          startTransition(() => {
            dispatch({ type: 'setCaptions', captions: before });
            dispatch({ type: 'patchSettings', patch: { currency, lineSheet } });
            dispatch({ type: 'orderPhotos', ids: orderBefore });
          }),
      },
    });
  };

  const usable = result !== null && result.missing.length === 0 && result.matched + result.matchedStyleOnly > 0;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={hintId}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Importa dati prodotti
      </Button>
      <p id={hintId} className="text-xs text-muted">
        L&apos;esportazione prodotti del tuo negozio (Shopify, WooCommerce, Magento, PrestaShop, BigCommerce, Squarespace, Wix, Faire…), i dati prodotto di NuORDER o JOOR, o il tuo listino Excel, LibreOffice o CSV: ogni foto prende nome, colore, taglie e prezzi della sua variante.
      </p>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Scegli il file dei prodotti (CSV, Excel o LibreOffice)"
        // .xls is read (decision 1012): Excel 97-2003 lists are still common.
        accept=".csv,.tsv,.txt,.xlsx,.xls,.xml,.ods,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,application/vnd.oasis.opendocument.spreadsheet"
        data-testid="products-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void open(file);
        }}
      />
      <Dialog open={sheet !== null || reading !== null} onOpenChange={(next) => !next && close()} title="Abbina le colonne" description={describe(sheet, reading)}>
        <div className="grid gap-3">
          {reading !== null && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Spinner className="size-4 text-accent" />
              Lettura del file in corso…
            </p>
          )}
          {sheet && sheet.sheets.length > 1 && (
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={sheetId}>Foglio</label>
              <select
                id={sheetId}
                className="rounded border border-line px-2 py-1"
                value={sheet.chosen}
                onChange={(event) => chosenFile.current && void open(chosenFile.current, sheet.sheets[Number(event.target.value)])}
              >
                {sheet.sheets.map((name, index) => (
                  <option key={`${index}-${name}`} value={index}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {sheet && <ColumnMapping headers={sheet.headers} mapping={mapping} fromOptions={result?.fromOptions ?? []} onChange={remap} />}
          {result && result.missing.length === 0 && (
            <p className="text-sm text-muted" data-testid="products-understood">
              Letto così: {result.understood}.
            </p>
          )}
          {result && (
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor={currencyId}>Valuta del file</label>
              <select id={currencyId} className="rounded border border-line px-2 py-1" value={shownCurrency} onChange={(event) => setChosenCurrency(event.target.value as Currency)}>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {CURRENCY_LABELS[code]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {result && result.missing.length === 0 && <ProductPreview result={result} photos={names} language={language} currency={shownCurrency} />}
          {result && <ProductMatches result={result} photoCount={photos.length} onMatch={matchByHand} />}
          {result && <SizeSystemChoice captions={result.captions} value={sizeSystem} onChange={setSizeSystem} />}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={sheetOrder} onChange={(event) => setSheetOrder(event.target.checked)} />
            Metti le foto nell&apos;ordine del file
          </label>
          {/* Always in view at the dialog's foot, over its padding, however long the summary. */}
          <div className="sticky -bottom-6 -mb-6 flex justify-end gap-3 bg-white pt-3 pb-6 sm:-bottom-8 sm:-mb-8 sm:pb-8">
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

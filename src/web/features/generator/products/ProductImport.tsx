import { FileSpreadsheet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ColumnMapping, ProductField, SheetRows } from '../../../../catalog/products/index.js';
import { PRODUCT_FIELDS } from '../../../../catalog/products/product-columns.js';
import type { PhotoCaption } from '../../../../shared/index.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { inputClasses } from '../../../ui/Field.js';
import { toast } from '../../../ui/toast-store.js';
import type { DraftAction, DraftPhoto, ProductColumns } from '../draft/catalog-draft.js';
import { FIELD_LABELS, initialMapping, rememberedColumns } from './product-mapping.js';

interface ProductImportProps {
  photos: readonly DraftPhoto[];
  remembered: ProductColumns;
  dispatch: (action: DraftAction) => void;
}

interface OpenSheet {
  fileName: string;
  rows: SheetRows;
  headerRow: number;
}

/** Loaded on demand: the readers (papaparse, exceljs) travel only when a sheet is imported. */
const loadProducts = () => import('../../../../catalog/products/index.js');
type ProductsModule = Awaited<ReturnType<typeof loadProducts>>;

const SHOWN_UNMATCHED = 8;

/**
 * Issue 15.3: the product sheet the business keeps, read in this browser (nothing is uploaded),
 * its columns confirmed or chosen, then every matching photo captioned at once, with 'Annulla'.
 */
export function ProductImport({ photos, remembered, dispatch }: ProductImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [products, setProducts] = useState<ProductsModule | null>(null);
  const hintId = useId();

  const open = async (file: File) => {
    try {
      const module = await loadProducts();
      const rows = await module.readSpreadsheet(new Uint8Array(await file.arrayBuffer()), file.name);
      const headerRow = module.findHeaderRow(rows);
      setProducts(module);
      setMapping(initialMapping(rows[headerRow] ?? [], remembered));
      setSheet({ fileName: file.name, rows, headerRow });
    } catch (error) {
      const message = error instanceof Error && error.name === 'SpreadsheetError' ? error.message : `Il file «${file.name}» non si può leggere.`;
      toast({ title: 'Importazione non riuscita', description: message, variant: 'destructive' });
    }
  };

  const headers = sheet?.rows[sheet.headerRow] ?? [];
  const result = sheet && products ? products.matchProducts(sheet.rows, sheet.headerRow, mapping, photos.map((photo) => photo.name)) : null;

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
    dispatch({ type: 'setCaptions', captions: after });
    dispatch({ type: 'setProductColumns', columns: rememberedColumns(headers, mapping) });
    setSheet(null);
    toast({
      title: 'Didascalie importate',
      description: `${result.matched} foto su ${photos.length} hanno la didascalia del foglio «${sheet.fileName}».`,
      variant: 'success',
      action: { label: 'Annulla', altText: "Annulla l'importazione delle didascalie", onAction: () => dispatch({ type: 'setCaptions', captions: before }) },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={hintId}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Importa dati prodotti
      </Button>
      <p id={hintId} className="text-xs text-muted">
        Un foglio CSV o Excel con codice, nome, colori, taglie e prezzi: le righe si abbinano alle foto per nome del file o per codice.
      </p>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label="Scegli il foglio dei prodotti (CSV o Excel)"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="products-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void open(file);
        }}
      />
      <Dialog open={sheet !== null} onOpenChange={(next) => !next && setSheet(null)} title="Abbina le colonne" description={sheet ? `Dal foglio «${sheet.fileName}»: conferma quale colonna contiene ogni dato.` : undefined}>
        <div className="grid gap-3">
          {PRODUCT_FIELDS.map((field: ProductField) => (
            <label key={field} className="grid grid-cols-[10rem_1fr] items-center gap-3 text-sm">
              {FIELD_LABELS[field]}
              <select
                className={inputClasses}
                value={mapping[field] ?? ''}
                onChange={(event) => {
                  const { [field]: _previous, ...rest } = mapping;
                  setMapping(event.target.value === '' ? rest : { ...rest, [field]: Number(event.target.value) });
                }}
              >
                <option value="">— nessuna —</option>
                {headers.map((heading, column) => (
                  <option key={column} value={column}>
                    {heading || `Colonna ${column + 1}`}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {result && (
            <div className="mt-2 grid gap-1 text-sm" role="status" data-testid="products-summary">
              <p className="font-medium">
                {result.matched} foto su {photos.length} abbinate.
              </p>
              {result.unmatchedRows.length > 0 && (
                <p className="text-muted">
                  Righe senza foto ({result.unmatchedRows.length}): {result.unmatchedRows.slice(0, SHOWN_UNMATCHED).map((row) => `riga ${row.row} (${row.key})`).join(', ')}
                  {result.unmatchedRows.length > SHOWN_UNMATCHED ? '…' : ''}
                </p>
              )}
              {result.unmatchedPhotos.length > 0 && (
                <p className="text-muted">
                  Foto senza riga ({result.unmatchedPhotos.length}): {result.unmatchedPhotos.slice(0, SHOWN_UNMATCHED).join(', ')}
                  {result.unmatchedPhotos.length > SHOWN_UNMATCHED ? '…' : ''}
                </p>
              )}
              {result.problems.slice(0, SHOWN_UNMATCHED).map((problem) => (
                <p key={problem} className="text-amber-800">
                  {problem}
                </p>
              ))}
            </div>
          )}
          <div className="mt-4 flex justify-end gap-3">
            <Button variant="outline" onClick={() => setSheet(null)}>
              Annulla
            </Button>
            <Button variant="accent" onClick={apply} disabled={!result || result.matched === 0}>
              Applica alle didascalie
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

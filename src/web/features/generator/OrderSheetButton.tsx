import { Sheet } from 'lucide-react';
import { useState } from 'react';
import type { CatalogSettings, PhotoCaption } from '../../../shared/index.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast-store.js';
import { downloadFile } from './download.js';

interface OrderSheetButtonProps {
  settings: CatalogSettings;
  captions: readonly (PhotoCaption | undefined)[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Issue 24.5: the Excel order sheet that goes with the line sheet, one click, written in this
 * browser. It costs no credit: it holds only what the user's own product data says (decision 0941).
 */
export function OrderSheetButton({ settings, captions }: OrderSheetButtonProps) {
  const [busy, setBusy] = useState(false);
  const write = async () => {
    setBusy(true);
    try {
      // Loaded on demand: exceljs travels only when an order sheet is asked for.
      const { orderSheetXlsx } = await import('../../../catalog/order-sheet/order-sheet.js');
      const sheet = await orderSheetXlsx({ title: settings.title, language: settings.language, currency: settings.currency, captions, terms: settings.lineSheet.terms, sizeSystem: settings.lineSheet.sizeSystem });
      downloadFile(sheet.bytes, 'vetrina-ordine.xlsx', XLSX_TYPE);
      if (sheet.notes.length > 0) toast({ title: 'Foglio d’ordine scritto con qualche modifica', description: sheet.notes.join(' ') });
    } catch {
      toast({ title: 'Foglio d’ordine non riuscito', description: 'Non è stato possibile scrivere il foglio Excel. Riprova.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void write()} disabled={busy}>
      <Sheet aria-hidden="true" className="size-4" />
      Foglio d’ordine (Excel)
    </Button>
  );
}

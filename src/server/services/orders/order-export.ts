/**
 * Orders exported one row per colourway and size (issue 36), as CSV for Italian Excel (the log
 * export's rules: ';', BOM, formula-like cells defused) and as an Excel workbook whose text cells
 * are text (format '@' with quotePrefix, issue 38.1): a product named '=HYPERLINK(…)' stays text.
 */
import { withQuotePrefix } from '../../../catalog/order-sheet/quote-prefix.js';
import type { BuyerDetails, OrderLine } from '../../../shared/index.js';
import { csvLine, italianDateTime, UTF8_BOM } from '../csv.js';

export interface ExportedOrder {
  number: string;
  createdAt: Date;
  status: string;
  catalogue: string;
  currency: string;
  buyer: BuyerDetails;
  lines: OrderLine[];
}

const STATUS_LABELS: Record<string, string> = { new: 'Nuovo', confirmed: 'Confermato', cancelled: 'Annullato' };

const HEADINGS = [
  'Ordine', 'Data', 'Stato', 'Catalogo', 'Negozio', 'Referente', 'Email', 'Telefono', 'Partita IVA', 'Indirizzo di consegna', 'Note',
  'Codice', 'Articolo', 'Colore', 'Taglia', 'Quantità', 'Prezzo unitario', 'Importo', 'Valuta',
] as const;

type Cell = string | number | null;

function rowsOf(order: ExportedOrder): Cell[][] {
  const { buyer } = order;
  const head = [order.number, italianDateTime(order.createdAt), STATUS_LABELS[order.status] ?? order.status, order.catalogue, buyer.shop, buyer.contact, buyer.email, buyer.phone, buyer.vatNumber, buyer.address, buyer.notes];
  return order.lines.map((line) => [...head, line.code, line.name, line.colour, line.size, line.quantity, line.unitPrice, line.amount, order.currency]);
}

export function ordersCsv(exported: readonly ExportedOrder[]): string {
  return UTF8_BOM + csvLine([...HEADINGS]) + exported.flatMap(rowsOf).map((cells) => csvLine(cells.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell).replace('.', ',') : cell)))).join('');
}

export async function ordersWorkbook(exported: readonly ExportedOrder[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ordini');
  sheet.addRow([...HEADINGS]).font = { bold: true };
  for (const cells of exported.flatMap(rowsOf)) {
    const row = sheet.addRow(cells.map((cell) => cell ?? ''));
    row.eachCell((cell) => {
      // Every text is text: never read as a formula, a number or a date, whatever it says.
      if (typeof cell.value === 'string') cell.numFmt = '@';
    });
  }
  sheet.columns.forEach((column) => (column.width = 16));
  const written = new Uint8Array(await workbook.xlsx.writeBuffer());
  return withQuotePrefix(written);
}

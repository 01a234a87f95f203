/**
 * The product-file worker (issues 23.9, 27.1): reading, folding and matching run here, off the
 * page's thread, so a 5,000-row export or a hostile zip never holds the tab. A thin adapter over
 * `src/catalog/products`; the sheet stays here between a mapping change and the next match.
 */
import { ReadingBudget, foldHeading, importProducts, readLayout, readWorkbook, type SheetLayout, type SheetRows } from '../../catalog/products/index.js';
import type { ColumnMapping, ProductField } from '../../catalog/products/index.js';
import type { ProductsWorkerReply, ProductsWorkerRequest } from './products-protocol.js';

let open: { fileName: string; rows: SheetRows; layout: SheetLayout } | undefined;

/** The columns the user chose last time, where this sheet has a heading of the same name. */
function withRemembered(layout: SheetLayout, remembered: Readonly<Record<string, string>>): ColumnMapping {
  const mapping: ColumnMapping = { ...layout.mapping };
  for (const [field, heading] of Object.entries(remembered) as [ProductField, string][]) {
    const column = layout.headers.findIndex((header) => header !== '' && foldHeading(header) === foldHeading(heading));
    if (column >= 0) mapping[field] = column;
  }
  return mapping;
}

function answer(request: ProductsWorkerRequest): ProductsWorkerReply {
  if (request.type === 'open') {
    // One budget for the reading and the first match (decision 0971): a slow file is given up in Italian.
    const time = new ReadingBudget(request.fileName);
    const { sheets, chosen, rows } = readWorkbook(new Uint8Array(request.bytes), request.fileName, time, request.sheet, request.rememberedSheet);
    const layout = readLayout(rows);
    open = { fileName: request.fileName, rows, layout };
    const mapping = withRemembered(layout, request.remembered);
    return { id: request.id, ok: true, sheet: { fileName: request.fileName, sheets, chosen, format: layout.format, headers: layout.headers, mapping }, result: importProducts(rows, layout, mapping, request.photos, time) };
  }
  if (!open) return { id: request.id, ok: false, message: 'Nessun foglio aperto.' };
  return { id: request.id, ok: true, result: importProducts(open.rows, open.layout, request.mapping, request.photos, new ReadingBudget(open.fileName), request.manual) };
}

self.onmessage = ({ data }: MessageEvent<ProductsWorkerRequest>) => {
  let reply: ProductsWorkerReply;
  try {
    reply = answer(data);
  } catch (error) {
    const message = error instanceof Error && error.name === 'SpreadsheetError' ? error.message : '';
    reply = { id: data.id, ok: false, message };
  }
  self.postMessage(reply);
};

/**
 * The buyer's order as a PDF (issue 36): a plain summary (seller, buyer, one line per colourway and
 * size, totals) drawn with @cantoo/pdf-lib in Noto Sans, the engine's general fallback face, so
 * accented and most European text prints; text is drawn as text, never interpreted.
 */
import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FONT_FILES } from '../../../catalog/fonts/font-files.js';
import type { ExportedOrder } from './order-export.js';

const require = createRequire(import.meta.url);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

let faces: Promise<[Buffer, Buffer]> | undefined;
const loadFaces = () =>
  (faces ??= Promise.all([readFile(require.resolve(FONT_FILES['Noto Sans'].regular)), readFile(require.resolve(FONT_FILES['Noto Sans'].bold))]));

const money = (value: number | null, currency: string) =>
  value === null ? 'Su richiesta' : new Intl.NumberFormat('it-IT', { style: 'currency', currency }).format(value);

/** Cuts `text` to `width` points with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  const clean = text.replace(/\s+/g, ' ');
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const COLUMNS = [
  { title: 'Codice', x: 0, width: 70 },
  { title: 'Articolo', x: 72, width: 150 },
  { title: 'Colore', x: 224, width: 70 },
  { title: 'Taglia', x: 296, width: 40 },
  { title: 'Q.tà', x: 338, width: 35 },
  { title: 'Prezzo', x: 375, width: 65 },
  { title: 'Importo', x: 442, width: 73 },
] as const;

export async function orderPdf(order: ExportedOrder, seller: { name: string; email: string; phone: string }, totals: { pieces: number; total: number; unpricedPieces: number }): Promise<Uint8Array> {
  const [regularBytes, boldBytes] = await loadFaces();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(`Ordine ${order.number}`);
  doc.setLanguage('it-IT');
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, options: { size?: number; font?: PDFFont; x?: number; width?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    page.drawText(fit(font, text, size, options.width ?? A4[0] - 2 * MARGIN), { x: MARGIN + (options.x ?? 0), y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const next = (step: number) => {
    y -= step;
    if (y < MARGIN + 40) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  line(`Ordine ${order.number}`, { size: 18, font: bold });
  next(24);
  line(`${order.catalogue} · ${order.createdAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })}`);
  next(22);
  line('Fornitore', { font: bold });
  next(14);
  for (const text of [seller.name, seller.email, seller.phone].filter(Boolean)) {
    line(text);
    next(13);
  }
  next(8);
  line('Cliente', { font: bold });
  next(14);
  const { buyer } = order;
  for (const text of [buyer.shop, buyer.contact, buyer.email, buyer.phone, buyer.vatNumber && `P. IVA ${buyer.vatNumber}`, buyer.address, buyer.notes && `Note: ${buyer.notes}`]) {
    if (!text) continue;
    line(text);
    next(13);
  }
  next(10);
  for (const column of COLUMNS) line(column.title, { font: bold, x: column.x, width: column.width, size: 9 });
  next(14);
  for (const item of order.lines) {
    const cells = [item.code, item.name, item.colour, item.size, String(item.quantity), money(item.unitPrice, order.currency), money(item.amount, order.currency)];
    COLUMNS.forEach((column, index) => line(cells[index] ?? '', { x: column.x, width: column.width, size: 9 }));
    next(13);
  }
  next(8);
  line(`Capi: ${totals.pieces}    Totale: ${money(totals.total, order.currency)}`, { font: bold, size: 11 });
  if (totals.unpricedPieces > 0) {
    next(14);
    line(`Più ${totals.unpricedPieces} capi con prezzo su richiesta.`);
  }
  return doc.save();
}

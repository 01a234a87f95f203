/** Messages between the generator page and the product-file worker (issue 23.9). */
import type { ColumnMapping, ProductImport, SheetFormat } from '../../catalog/products/index.js';
import type { ManualMatches } from '../../catalog/products/match-photos.js';

export type ProductsWorkerRequest =
  | { id: number; type: 'open'; bytes: ArrayBuffer; fileName: string; photos: string[]; remembered: Readonly<Record<string, string>>; sheet?: string; rememberedSheet?: string }
  | { id: number; type: 'match'; mapping: ColumnMapping; photos: string[]; manual?: ManualMatches };

export interface OpenedSheet {
  fileName: string;
  /** The workbook's sheets by name ('' for a CSV) and the one read: the most product-like, or the one asked for. */
  sheets: string[];
  chosen: number;
  format: SheetFormat;
  /** The heading of each column ('' where it has none). */
  headers: string[];
  /** The guess, or the columns remembered from the last import where this sheet has them. */
  mapping: ColumnMapping;
}

export type ProductsWorkerReply = { id: number; ok: true; sheet?: OpenedSheet; result: ProductImport } | { id: number; ok: false; message: string };

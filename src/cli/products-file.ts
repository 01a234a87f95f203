/**
 * `--products <file>` (issues 15.3, 23): captions from the business's product file, read, folded
 * and matched to the photo files as the web app does it. `--columns field=Heading,…` corrects the
 * guessed columns (nothing is remembered). stderr says per photo what it matched and why, and
 * names the photos and rows left unmatched; a file that leaves a photo unmatched, or a mapping
 * without a required column, stops the run (exit 1) unless `--allow-unmatched` is given; a file
 * of which no colourway has both a colour and a price stops it unless `--allow-incomplete`.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Currency, PhotoCaption } from '../shared/index.js';
import {
  FORMAT_LABELS,
  contentsSummary,
  matchSummary,
  LIMIT_MESSAGES,
  PRODUCT_FIELDS,
  SPREADSHEET_LIMITS,
  SpreadsheetError,
  foldHeading,
  importProducts,
  quoted,
  readLayout,
  readWorkbook,
  ReadingBudget,
  type ColumnMapping,
  type ProductField,
} from '../catalog/products/index.js';
import { FatalError } from './options.js';

export interface ProductsRequest {
  file: string;
  columns?: string;
  /** A sheet's name or number from 1 (issue 34.4); without it the most product-like one. */
  sheet?: string;
  allowUnmatched: boolean;
  /** Generate even when no colourway carries a colour and a price (issue 34.3). */
  allowIncomplete: boolean;
}

export interface ProductsResult {
  /** By photo file, in the order given; undefined where no row matched. */
  captions: (PhotoCaption | undefined)[];
  currency?: Currency;
  /** Photo indices in the sheet's order. */
  sheetOrder: number[];
}

/** `name=Nome breve,price=Wholesale USD`: each field by its column's heading (or 'none'). */
export function applyColumns(option: string, headers: readonly string[], guessed: ColumnMapping): ColumnMapping {
  const mapping: ColumnMapping = { ...guessed };
  for (const pair of option.split(',').map((part) => part.trim()).filter(Boolean)) {
    const equals = pair.indexOf('=');
    const field = pair.slice(0, equals).trim() as ProductField;
    const heading = pair.slice(equals + 1).trim();
    if (equals < 1 || !PRODUCT_FIELDS.includes(field)) throw new FatalError(`--columns: «${quoted(pair)}» non è campo=Intestazione (campi: ${PRODUCT_FIELDS.join(', ')}).`);
    if (heading === '' || heading.toLowerCase() === 'none' || heading.toLowerCase() === 'nessuna') {
      delete mapping[field];
      continue;
    }
    const column = headers.findIndex((header) => foldHeading(header) === foldHeading(heading) && header.trim() !== '');
    if (column < 0) throw new FatalError(`--columns: il foglio non ha la colonna «${quoted(heading)}».`);
    mapping[field] = column;
  }
  return mapping;
}

async function readBytes(path: string): Promise<Uint8Array> {
  const name = basename(path);
  try {
    if ((await stat(path)).size > SPREADSHEET_LIMITS.bytes) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyBytes(name));
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError(`il file «${quoted(name)}» non si può leggere.`);
  }
}

export async function readProductsFile(request: ProductsRequest, photoFiles: readonly string[]): Promise<ProductsResult> {
  const name = basename(request.file);
  try {
    const bytes = await readBytes(request.file);
    const time = new ReadingBudget(name);
    const workbook = readWorkbook(bytes, name, time, request.sheet);
    const { rows } = workbook;
    if (workbook.sheets.length > 1) console.error(`Foglio «${quoted(workbook.sheets[workbook.chosen] ?? '')}» (${workbook.chosen + 1} di ${workbook.sheets.length}: ${workbook.sheets.map(quoted).join(', ')}); per un altro usa --sheet.`);
    const layout = readLayout(rows);
    const mapping = request.columns === undefined ? layout.mapping : applyColumns(request.columns, layout.headers, layout.mapping);
    const photos = photoFiles.map((file) => basename(file));
    const result = importProducts(rows, layout, mapping, photos, time);
    console.error(`Prodotti: ${FORMAT_LABELS[result.format]}, ${contentsSummary(result)}.`);
    console.error(`Prodotti: ${result.understood}; per correggere usa --columns, --sheet o --currency.`);
    if (result.missing.length > 0) {
      const what = result.missing.map((field) => (field === 'key' ? 'una colonna per abbinare le foto (immagine, codice o modello)' : 'la colonna del nome del prodotto')).join(' e ');
      throw new FatalError(`--products: manca ${what}. Indicala con --columns, es. --columns name=Descrizione,sku=Codice (intestazioni del foglio: ${layout.headers.filter(Boolean).map(quoted).slice(0, 30).join(', ')}).`);
    }
    result.matches.forEach((match) => console.error(`  ${match.photo}: ${match.kind === 'none' ? 'nessuna riga' : match.reason}`));
    for (const { row, key } of result.unmatchedRows) console.error(`Riga ${row} senza foto: ${quoted(key)}`);
    for (const problem of result.problems) console.error(problem);
    console.error(`Prodotti: ${matchSummary(result, photos.length)}.`);
    if (result.colourwaysWithColourAndPrice === 0 && !request.allowIncomplete) {
      throw new FatalError(
        `--products: nessuna variante del file ha insieme un colore e un prezzo, quindi il file non è stato capito. Indica le colonne con --columns (es. --columns colours=Colore,price=Prezzo; intestazioni del foglio: ${layout.headers.filter(Boolean).map(quoted).slice(0, 30).join(', ')}); per generare comunque usa --allow-incomplete.`,
      );
    }
    if (result.unmatchedPhotos.length > 0 && !request.allowUnmatched) {
      throw new FatalError(`--products: ${result.unmatchedPhotos.length} foto senza riga nel foglio (${result.unmatchedPhotos.slice(0, 5).map(quoted).join(', ')}${result.unmatchedPhotos.length > 5 ? '…' : ''}). Controlla i nomi dei file o le colonne (--columns); per generare comunque usa --allow-unmatched.`);
    }
    return { captions: result.captions, ...(result.currency && { currency: result.currency }), sheetOrder: result.sheetOrder };
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new FatalError(`--products: ${error.message}`);
    throw error;
  }
}

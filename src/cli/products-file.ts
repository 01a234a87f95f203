/**
 * `--products <file.csv|file.xlsx>` (issue 15.3): captions from the business's product sheet,
 * matched to the photo files as the web app matches them. Rows that match no photo are named on
 * stderr; an unreadable file stops the run by name, before any PDF is written.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { PhotoCaption } from '../shared/index.js';
import { SpreadsheetError, findHeaderRow, guessMapping, matchProducts, readSpreadsheet } from '../catalog/products/index.js';
import { UsageError } from './options.js';

/** By photo file, in the order given; undefined where no row matched. */
export async function readProductsFile(path: string, photoFiles: readonly string[]): Promise<(PhotoCaption | undefined)[]> {
  const name = basename(path);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch {
    throw new UsageError(`--products: il file «${name}» non si può leggere.`);
  }
  try {
    const rows = await readSpreadsheet(bytes, name);
    const headerRow = findHeaderRow(rows);
    const result = matchProducts(rows, headerRow, guessMapping(rows[headerRow] ?? []), photoFiles.map((file) => basename(file)));
    for (const { row, key } of result.unmatchedRows) console.error(`Riga ${row} senza foto: ${key}`);
    for (const problem of result.problems) console.error(problem);
    console.info(`Prodotti: ${result.matched} foto su ${photoFiles.length} con la loro didascalia.`);
    return result.captions;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw new UsageError(`--products: ${error.message}`);
    throw error;
  }
}

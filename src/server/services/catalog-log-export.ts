/** The catalogue log as a CSV file (issue 6.9), written batch by batch as the rows are read. */
import { BRAND_NAME, CATALOG_LOG_COLUMNS, type CatalogLogExportQuery } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { catalogLogBatches } from './catalog-log-search.js';
import { csvLine, italianDateTime, italianDay, UTF8_BOM } from './csv.js';

export function catalogLogFileName(now: Date): string {
  return `${BRAND_NAME.toLowerCase()}-log-cataloghi-${italianDay(now)}.csv`;
}

/** The byte order mark and the header first, then one chunk of lines per batch of rows. */
export async function* catalogLogCsv(db: Db, filter: CatalogLogExportQuery): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([CATALOG_LOG_COLUMNS.dataGenerazione, CATALOG_LOG_COLUMNS.username, CATALOG_LOG_COLUMNS.numeroImmagini]);
  for await (const rows of catalogLogBatches(db, filter)) {
    yield rows.map((row) => csvLine([italianDateTime(row.dataGenerazione), row.username, row.numeroImmagini])).join('');
  }
}

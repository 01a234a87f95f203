/**
 * The catalogue log searched, sorted and paged on the server (issue 6.9): it grows by one row per
 * catalogue, so the dashboard never loads it whole. The CSV export reads the same search in
 * batches. See docs/decisions/0615-admin-lists-paging-and-search.md.
 */
import { and, count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { CatalogLogExportQuery, CatalogLogPage, CatalogLogSearchQuery } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { catalogLogs } from '../db/schema.js';
import { toCatalogLogEntry } from './public-views.js';

type LogRow = typeof catalogLogs.$inferSelect;

/** `%` and `_` typed by the administrator are letters to find, not wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function searchCondition(q: string | undefined): SQL | undefined {
  const needle = q?.trim();
  if (!needle) return undefined;
  return sql`${catalogLogs.username} ILIKE ${`%${escapeLikePattern(needle)}%`} ESCAPE '\\'`;
}

/**
 * The sort column, then the creation time and the id, all in one direction: a total order (the same
 * rows on every page) that a row comparison can resume from. The date sorts on created_at, which the
 * charge writes from the same clock reading as data_generazione and which has the index.
 */
function sortColumns(sort: CatalogLogExportQuery['sort']) {
  const tail = [catalogLogs.createdAt, catalogLogs.id] as const;
  if (sort === 'username') return [catalogLogs.username, ...tail];
  if (sort === 'numeroImmagini') return [catalogLogs.numeroImmagini, ...tail];
  return tail;
}

function orderBy(filter: CatalogLogExportQuery): SQL[] {
  const direction = filter.dir === 'asc' ? sql`ASC` : sql`DESC`;
  return sortColumns(filter.sort).map((column) => sql`${column} ${direction}`);
}

export async function searchCatalogLogs(db: Db, query: CatalogLogSearchQuery): Promise<CatalogLogPage> {
  const where = searchCondition(query.q);
  const [counted] = await db.select({ total: count() }).from(catalogLogs).where(where);
  const rows = await db
    .select()
    .from(catalogLogs)
    .where(where)
    .orderBy(...orderBy(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toCatalogLogEntry), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Where the previous batch ended; created_at as PostgreSQL's text keeps its microseconds. */
interface Cursor {
  sortValue: string | number;
  createdAt: string;
  id: string;
}

function afterCursor(filter: CatalogLogExportQuery, cursor: Cursor): SQL {
  const columns = sortColumns(filter.sort);
  const values = [sql`${cursor.createdAt}::timestamptz`, sql`${cursor.id}::uuid`];
  if (filter.sort === 'username') values.unshift(sql`${cursor.sortValue}::text`);
  if (filter.sort === 'numeroImmagini') values.unshift(sql`${cursor.sortValue}::integer`);
  const comparison = filter.dir === 'asc' ? sql`>` : sql`<`;
  return sql`(${sql.join([...columns], sql`, `)}) ${comparison} (${sql.join(values, sql`, `)})`;
}

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of the search in order, a batch per short query (keyset paging): a slow download
 * never holds a transaction open (PGlite runs one at a time), and rows logged during the export
 * neither repeat nor shift the ones still to come.
 */
export async function* catalogLogBatches(db: Db, filter: CatalogLogExportQuery, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<LogRow[]> {
  const search = searchCondition(filter.q);
  let cursor: Cursor | undefined;
  for (;;) {
    const where = and(search, cursor && afterCursor(filter, cursor));
    const rows = await db
      .select({ ...getTableColumns(catalogLogs), createdAtText: sql<string>`${catalogLogs.createdAt}::text` })
      .from(catalogLogs)
      .where(where)
      .orderBy(...orderBy(filter))
      .limit(batchSize);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(({ createdAtText: _cursorOnly, ...row }) => row);
    if (rows.length < batchSize) return;
    cursor = { sortValue: filter.sort === 'username' ? last.username : last.numeroImmagini, createdAt: last.createdAtText, id: last.id };
  }
}

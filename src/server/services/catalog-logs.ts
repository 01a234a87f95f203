import { desc } from 'drizzle-orm';
import type { CatalogLogEntry } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { catalogLogs } from '../db/schema.js';
import { toCatalogLogEntry } from './public-views.js';

/** Spec 2 'Log Cataloghi Generati', newest first. */
export async function listCatalogLogs(db: Db): Promise<CatalogLogEntry[]> {
  const rows = await db.select().from(catalogLogs).orderBy(desc(catalogLogs.createdAt), desc(catalogLogs.id));
  return rows.map(toCatalogLogEntry);
}

/** System settings (spec 3): today only max_images_per_catalog, default 36, from 1 to 100. */
import { sql } from 'drizzle-orm';
import { LIMITS, MAX_IMAGES_SETTING_DESCRIPTION, MAX_IMAGES_SETTING_KEY } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { directRows } from '../db/direct-query.js';
import { settings } from '../db/schema.js';

/** Creates the default settings where missing (start-up and database reset). */
export async function ensureDefaultSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ chiave: MAX_IMAGES_SETTING_KEY, valore: String(LIMITS.maxImagesDefault), descrizione: MAX_IMAGES_SETTING_DESCRIPTION })
    .onConflictDoNothing({ target: settings.chiave });
}

/** The limit in force: the database function of migration 0002, which the charge also checks. */
export async function getMaxImages(db: Db): Promise<number> {
  const [row] = await directRows<{ maxImages: number }>(db, 'vetrina_max_images', sql`SELECT vetrina_max_images() AS "maxImages"`);
  return row?.maxImages ?? LIMITS.maxImagesDefault;
}

export async function setMaxImages(db: Db, options: { valore: string; descrizione?: string | undefined; now: Date }): Promise<number> {
  const valore = String(Number.parseInt(options.valore, 10));
  const descrizione = options.descrizione || MAX_IMAGES_SETTING_DESCRIPTION;
  await db
    .insert(settings)
    .values({ chiave: MAX_IMAGES_SETTING_KEY, valore, descrizione, createdAt: options.now, updatedAt: options.now })
    .onConflictDoUpdate({ target: settings.chiave, set: { valore, descrizione, updatedAt: options.now } });
  return Number(valore);
}

/**
 * The publishing limits (DECISIONS 'Published catalogues'): settings with defaults, editable by the
 * administrator. A stored value that is not a whole number in range counts as the default.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export interface PublishLimitDefinition {
  key: string;
  description: string;
  defaultValue: number;
  min: number;
  max: number;
}

export const PUBLISH_LIMITS = {
  liveLinks: { key: 'publish_max_live_links', description: 'Link pubblicati attivi per utente', defaultValue: 30, min: 1, max: 1000 },
  storageMb: { key: 'publish_max_storage_mb', description: 'Spazio dei cataloghi pubblicati per utente (MB)', defaultValue: 500, min: 1, max: 100_000 },
  photos: { key: 'publish_max_photos', description: 'Foto per catalogo pubblicato', defaultValue: 100, min: 1, max: 100 },
  pdfMb: { key: 'publish_max_pdf_mb', description: 'Dimensione massima del PDF pubblicato (MB)', defaultValue: 25, min: 1, max: 25 },
  photoMb: { key: 'publish_max_photo_mb', description: 'Dimensione massima di una foto pubblicata (MB)', defaultValue: 2, min: 1, max: 2 },
} as const satisfies Record<string, PublishLimitDefinition>;

export type PublishLimitName = keyof typeof PUBLISH_LIMITS;
export type PublishLimits = Record<PublishLimitName, number>;

const MB = 1024 * 1024;

export const mb = (value: number) => value * MB;

function read(definition: PublishLimitDefinition, stored: string | undefined): number {
  if (stored === undefined || !/^[0-9]{1,9}$/.test(stored)) return definition.defaultValue;
  const value = Number(stored);
  return value >= definition.min && value <= definition.max ? value : definition.defaultValue;
}

export async function ensurePublishLimitSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.values(PUBLISH_LIMITS).map((d) => ({ chiave: d.key, valore: String(d.defaultValue), descrizione: d.description })))
    .onConflictDoNothing({ target: settings.chiave });
}

export async function getPublishLimits(db: Db): Promise<PublishLimits> {
  const definitions = Object.entries(PUBLISH_LIMITS) as [PublishLimitName, PublishLimitDefinition][];
  const rows = await db
    .select({ chiave: settings.chiave, valore: settings.valore })
    .from(settings)
    .where(
      inArray(
        settings.chiave,
        definitions.map(([, d]) => d.key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.chiave, row.valore]));
  return Object.fromEntries(definitions.map(([name, d]) => [name, read(d, stored.get(d.key))])) as PublishLimits;
}

/** Writes one limit (the caller validated the range with the definition's min and max). */
export async function setPublishLimit(db: Db, name: PublishLimitName, value: number, now: Date): Promise<void> {
  const d = PUBLISH_LIMITS[name];
  await db
    .insert(settings)
    .values({ chiave: d.key, valore: String(value), descrizione: d.description, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: settings.chiave, set: { valore: String(value), updatedAt: now } });
}

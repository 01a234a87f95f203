/** The database-backed cache handed to the translation service (translation_cache table). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { translationCache } from '../db/schema.js';

export interface TranslationCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

export function createTranslationCache(db: Db): TranslationCache {
  return {
    async get(key) {
      const [row] = await db.select({ value: translationCache.value }).from(translationCache).where(eq(translationCache.key, key));
      return row?.value;
    },
    async set(key, value) {
      await db
        .insert(translationCache)
        .values({ key, value })
        .onConflictDoUpdate({ target: translationCache.key, set: { value } });
    },
  };
}

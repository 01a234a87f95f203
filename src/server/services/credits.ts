/**
 * Charging a catalogue (DECISIONS "Credits"): a conditional decrement, the log row and the ledger
 * entry in one transaction, so credits never go below zero under any concurrency.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, type GenerateCatalogResponse } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { catalogLogs, creditLedger, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { getMaxImages } from './settings.js';

export interface ChargeOptions {
  userId: string;
  numeroImmagini: number;
  now: Date;
}

/** Charges one credit inside `tx` (the caller owns the transaction). */
export async function chargeCatalogIn(tx: Db, options: ChargeOptions): Promise<GenerateCatalogResponse> {
  const maxImages = await getMaxImages(tx);
  if (options.numeroImmagini > maxImages) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, {
      details: [{ path: 'numeroImmagini', message: MESSAGES.validation.tooLarge(maxImages) }],
    });
  }
  const [charged] = await tx
    .update(users)
    .set({ crediti: sql`${users.crediti} - 1`, updatedAt: options.now })
    .where(and(eq(users.id, options.userId), gt(users.crediti, 0)))
    .returning({ crediti: users.crediti, username: users.username });
  if (!charged) throw new AppError('INSUFFICIENT_CREDITS');
  const [log] = await tx
    .insert(catalogLogs)
    .values({
      userId: options.userId,
      username: charged.username,
      numeroImmagini: options.numeroImmagini,
      dataGenerazione: options.now,
      createdAt: options.now,
    })
    .returning({ id: catalogLogs.id });
  if (!log) throw new Error('insert returned no row');
  await tx.insert(creditLedger).values({
    userId: options.userId,
    createdAt: options.now,
    creditsFrom: charged.crediti + 1,
    creditsTo: charged.crediti,
    reason: 'catalog_charge',
    catalogLogId: log.id,
  });
  return { creditiRimanenti: charged.crediti };
}

export function chargeCatalog(db: Db, options: ChargeOptions): Promise<GenerateCatalogResponse> {
  return db.transaction((tx) => chargeCatalogIn(tx, options));
}

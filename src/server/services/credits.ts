/**
 * Charging a catalogue (DECISIONS "Credits"): a conditional decrement, the log row and the ledger
 * entry in one statement, so credits never go below zero under any concurrency and never move
 * without their log and ledger rows.
 */
import { sql } from 'drizzle-orm';
import { MESSAGES, type GenerateCatalogResponse } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { directRows } from '../db/direct-query.js';
import { AppError } from '../errors.js';

export interface ChargeOptions {
  userId: string;
  numeroImmagini: number;
  now: Date;
  /** The link this charge publishes (issue 36): its log row is marked with it. */
  publicationId?: string;
}

/** Charges one credit, on the database or inside the caller's transaction (idempotency keys). */
export async function chargeCatalog(db: Db, options: ChargeOptions): Promise<GenerateCatalogResponse> {
  // The database function of migration 0002 does it all in one call, atomically.
  const [outcome] = await directRows<{ maxImages: number; crediti: number | null }>(
    db,
    options.publicationId === undefined ? 'vetrina_charge' : 'vetrina_charge_published',
    options.publicationId === undefined
      ? sql`SELECT max_images AS "maxImages", credits_left AS crediti
            FROM vetrina_charge(${options.userId}::uuid, ${options.numeroImmagini}::int, ${options.now.toISOString()}::timestamptz)`
      : sql`SELECT max_images AS "maxImages", credits_left AS crediti
            FROM vetrina_charge(${options.userId}::uuid, ${options.numeroImmagini}::int, ${options.now.toISOString()}::timestamptz,
                                ${options.publicationId}::text)`,
  );
  if (!outcome) throw new Error('vetrina_charge returned no row');
  if (options.numeroImmagini > outcome.maxImages) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, {
      details: [{ path: 'numeroImmagini', message: MESSAGES.validation.tooLarge(outcome.maxImages) }],
    });
  }
  if (outcome.crediti === null) throw new AppError('INSUFFICIENT_CREDITS');
  return { creditiRimanenti: outcome.crediti };
}

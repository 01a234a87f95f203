/**
 * Idempotency keys with Stripe's semantics (DECISIONS "Credits"). The key row, the work and the
 * stored answer share one transaction: a concurrent request with the same key waits on the row
 * lock (PostgreSQL) and then replays the committed answer; PGlite runs transactions one at a time.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ErrorResponse } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PG_LOCK_NOT_AVAILABLE, pgErrorCode } from './db-errors.js';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for the first one with the same key before answering 409. */
const WAIT_FOR_FIRST_REQUEST = '10s';

export interface StoredAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface IdempotentRequest {
  userId: string;
  key: string;
  requestHash: string;
  now: Date;
}

function errorAnswer(error: AppError): StoredAnswer {
  const body: ErrorResponse = { error: error.message, code: error.code, ...(error.options.details ? { details: error.options.details } : {}) };
  return { status: error.status, body, replayed: false };
}

/** Runs `work` once per (user, key); AppErrors are stored and replayed like answers. */
export async function runIdempotent<T>(db: Db, request: IdempotentRequest, work: (tx: Db) => Promise<T>): Promise<StoredAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${WAIT_FOR_FIRST_REQUEST}'`));
      const stored = await claimKey(tx, request);
      if (stored) return replay(stored, request);

      let answer: StoredAnswer;
      try {
        // A savepoint: a refused charge rolls back its own writes but keeps the key row.
        answer = { status: 200, body: await tx.transaction((savepoint) => work(savepoint)), replayed: false };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answer = errorAnswer(error);
      }
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(keyCondition(request));
      return answer;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_LOCK_NOT_AVAILABLE) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
    throw error;
  }
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

const keyCondition = (request: IdempotentRequest) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

async function insertKey(tx: Db, request: IdempotentRequest): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: request.userId, key: request.key, requestHash: request.requestHash, createdAt: request.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * Claims the key for this request (undefined) or returns the live row of an earlier request with
 * it. The INSERT is what waits for a concurrent first request (PostgreSQL row lock); a row older
 * than 24 hours is replaced.
 */
async function claimKey(tx: Db, request: IdempotentRequest): Promise<KeyRow | undefined> {
  if (await insertKey(tx, request)) return undefined;
  const [row] = await tx.select().from(idempotencyKeys).where(keyCondition(request));
  if (row && row.createdAt.getTime() > request.now.getTime() - IDEMPOTENCY_KEY_TTL_MS) return row;
  await tx.delete(idempotencyKeys).where(keyCondition(request));
  if (!(await insertKey(tx, request))) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  return undefined;
}

function replay(row: KeyRow, request: IdempotentRequest): StoredAnswer {
  if (row.responseStatus === null) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
  if (row.requestHash !== request.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.responseStatus, body: row.responseBody, replayed: true };
}

/** Drops keys older than 24 hours (called from time to time, not on the request path). */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}

/**
 * Usernames compared without regard to case (issue 27.7, docs/decisions/0922): the column
 * `users.username_key` holds each account's key and is unique, so two accounts can never share
 * one; sign-in finds the account by the key of the name typed.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { usernameKey } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from './db-errors.js';

type UserRow = typeof users.$inferSelect;

/**
 * The account `typed` signs in to: the one whose key it matches, or, before that, an older account
 * left without a key (its key was taken) whose name is exactly `typed`.
 */
export async function findUserForSignIn(db: Db, typed: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.usernameKey, usernameKey(typed)), and(isNull(users.usernameKey), eq(users.username, typed))))
    .orderBy(sql`${users.username} = ${typed} DESC`)
    .limit(1);
  return row;
}

/**
 * Gives every account created before the key its key, oldest first (migration 0004 adds the empty
 * column: PostgreSQL 15 cannot case-map Unicode itself). An account whose key an older one already
 * holds keeps none and is named in the log at every start until the administrator renames one of
 * the two; meanwhile each signs in with its exact name.
 */
export async function fillMissingUsernameKeys(db: Db, log: FastifyBaseLogger): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameKey))
    .orderBy(asc(users.createdAt), asc(users.id));
  for (const row of rows) {
    try {
      await db
        .update(users)
        .set({ usernameKey: usernameKey(row.username) })
        .where(and(eq(users.id, row.id), isNull(users.usernameKey)));
    } catch (error) {
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      log.warn({ username: row.username }, 'username differs only in case from an older account: rename one of the two');
    }
  }
}

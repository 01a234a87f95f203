/** User accounts as the administrator manages them (spec 2 'Gestione Utenti', spec 7). */
import { asc, eq } from 'drizzle-orm';
import { MESSAGES, usernameKey, type AdminUser, type CreateUserRequest } from '../../shared/index.js';
import type { Db } from '../db/client.js';
import { creditLedger, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from './db-errors.js';
import { hashPassword } from './passwords.js';
import { toAdminUser } from './public-views.js';

type NewUser = Required<Pick<CreateUserRequest, 'crediti'>> & Omit<CreateUserRequest, 'crediti'>;

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
  return rows.map(toAdminUser);
}

/** Creates a user; the starting credits are a grant by `adminId` and go into the ledger. */
export async function createUser(db: Db, options: { input: NewUser; adminId: string; now: Date }): Promise<AdminUser> {
  const { password, ...fields } = options.input;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, usernameKey: usernameKey(fields.username), passwordHash, createdAt: options.now, updatedAt: options.now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (row.crediti !== 0) {
        await tx.insert(creditLedger).values({
          userId: row.id,
          createdAt: options.now,
          creditsFrom: 0,
          creditsTo: row.crediti,
          reason: 'admin_grant',
          adminId: options.adminId,
        });
      }
      return toAdminUser(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/** Sets a user's balance; the change (if any) is recorded in the ledger in the same transaction. */
export async function setUserCredits(db: Db, options: { userId: string; crediti: number; adminId: string; now: Date }): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ crediti: users.crediti }).from(users).where(eq(users.id, options.userId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', MESSAGES.errors.userNotFound);
    const [row] = await tx
      .update(users)
      .set({ crediti: options.crediti, updatedAt: options.now })
      .where(eq(users.id, options.userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.errors.userNotFound);
    if (current.crediti !== options.crediti) {
      await tx.insert(creditLedger).values({
        userId: options.userId,
        createdAt: options.now,
        creditsFrom: current.crediti,
        creditsTo: options.crediti,
        reason: 'admin_grant',
        adminId: options.adminId,
      });
    }
    return toAdminUser(row);
  });
}

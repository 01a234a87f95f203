/** The administrator account and its bootstrap (DECISIONS "Administrator bootstrap"). */
import { eq, sql } from 'drizzle-orm';
import type { PublicAdmin, SetupStatusResponse } from '../../shared/index.js';
import { BUILTIN_ADMIN_PASSWORD, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { admins, catalogLogs, creditLedger, idempotencyKeys, loginFailures, pendingPublications, publications, publicationViews, publishedFiles, sessions, settings, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from './db-errors.js';
import { hashPassword } from './passwords.js';
import { toPublicAdmin } from './public-views.js';
import { revokeOtherAdminSessions } from './sessions.js';
import { ensurePublishLimitSettings } from './publications/limits.js';
import { ensureDefaultSettings } from './settings.js';

type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: Db, username: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.username, username));
  return row;
}

export async function findAdminById(db: Db, id: string): Promise<PublicAdmin | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row ? toPublicAdmin(row) : undefined;
}

async function firstAdmin(db: Db): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).limit(1);
  return row;
}

/** `now`: the app's clock, which the notifications' first window starts from (0617). */
async function insertDefaultAdmin(db: Db, config: Config, passwordHash: string, now: Date): Promise<void> {
  await db.insert(admins).values({ username: config.admin.username, passwordHash, defaultCredentials: true, createdAt: now });
}

/** Creates the default administrator; only while none exists (409 ADMIN_EXISTS afterwards). */
export async function initAdmin(db: Db, config: Config, now: Date): Promise<void> {
  if (await firstAdmin(db)) throw new AppError('ADMIN_EXISTS');
  const passwordHash = await hashPassword(config.admin.password);
  try {
    await db.transaction(async (tx) => {
      // Serialises concurrent inits: the second waits here and then sees the first administrator.
      await tx.execute(sql`LOCK TABLE ${admins} IN SHARE ROW EXCLUSIVE MODE`);
      if (await firstAdmin(tx)) throw new AppError('ADMIN_EXISTS');
      await insertDefaultAdmin(tx, config, passwordHash, now);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('ADMIN_EXISTS');
    throw error;
  }
}

/**
 * What the admin login page may show: the default username while the defaults are in force, and
 * the default password only when it is the built-in one (never one from ADMIN_PASSWORD).
 */
export async function getSetupStatus(db: Db, config: Config): Promise<SetupStatusResponse> {
  const admin = await firstAdmin(db);
  const defaultsInForce = admin ? admin.defaultCredentials : true;
  return {
    adminExists: admin !== undefined,
    defaultCredentialsActive: admin !== undefined && admin.defaultCredentials,
    defaultUsername: defaultsInForce ? config.admin.username : null,
    defaultPassword: defaultsInForce && !config.admin.passwordFromEnv ? BUILTIN_ADMIN_PASSWORD : null,
    debugEnabled: config.admin.debug,
  };
}

/** New credentials end the defaults and every other session of this administrator. */
export async function updateAdminCredentials(
  db: Db,
  options: { adminId: string; username: string; password: string; keepSessionId: string; now: Date },
): Promise<PublicAdmin> {
  const passwordHash = await hashPassword(options.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(admins)
        .set({ username: options.username, passwordHash, defaultCredentials: false, updatedAt: options.now })
        .where(eq(admins.id, options.adminId))
        .returning();
      if (!row) throw new AppError('UNAUTHORIZED');
      await revokeOtherAdminSessions(tx, options.adminId, options.keepSessionId);
      return toPublicAdmin(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

/**
 * DECISIONS: deletes all users, logs, settings, sessions and the administrator, then recreates the
 * default administrator and settings. The ledger and idempotency keys go with the users, the links
 * and orders too: returns every link id, whose stored files the caller removes once committed.
 */
export async function resetDatabase(db: Db, config: Config, now: Date): Promise<string[]> {
  const passwordHash = await hashPassword(config.admin.password);
  return db.transaction(async (tx) => {
    const links = [...(await tx.select({ id: publications.id }).from(publications)), ...(await tx.select({ id: pendingPublications.linkId }).from(pendingPublications))].map((row) => row.id);
    for (const table of [idempotencyKeys, creditLedger, catalogLogs, sessions, publishedFiles, publicationViews, users, settings, admins, loginFailures]) {
      await tx.delete(table);
    }
    await insertDefaultAdmin(tx, config, passwordHash, now);
    await ensureDefaultSettings(tx);
    await ensurePublishLimitSettings(tx);
    return [...new Set(links)];
  });
}

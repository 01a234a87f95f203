/**
 * The one database schema (STYLE 10): snake_case columns, migrations generated from this file with
 * `npm run db:generate` and committed under ./migrations. Runs on PostgreSQL 15 and PGlite.
 */
import { sql } from 'drizzle-orm';
import { CREDIT_CHANGE_REASONS } from '../../shared/credit-changes.js';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    /**
     * The username as the profile compares it (usernameKey: case-mapped, NFC): one account per key
     * (issue 27.7). Null only for an account older than the key whose key another account already
     * held when it was filled in (docs/decisions/0922).
     */
    usernameKey: text('username_key').unique(),
    passwordHash: text('password_hash').notNull(),
    nomeAzienda: text('nome_azienda').notNull(),
    nomePersona: text('nome_persona').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
    crediti: integer('crediti').notNull().default(0),
    /** Set while an administrator has disabled the account: no sign-in, logs and credits kept. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_crediti_non_negative', sql`${t.crediti} >= 0`)],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** DECISIONS bootstrap: true while the credentials are still the configured defaults. */
  defaultCredentials: boolean('default_credentials').notNull().default(true),
  /** Until when the administrator has seen the dashboard's notifications (issue 6.10). */
  notificationsSeenAt: timestamp('notifications_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token, hex: the token itself is never stored (DECISIONS sessions). */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sessions_one_owner', sql`(${t.userId} IS NULL) <> (${t.adminId} IS NULL)`),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_admin_id_idx').on(t.adminId),
  ],
);

export const catalogLogs = pgTable(
  'catalog_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Nullable so that deleting a user keeps its logs (a later issue deletes users). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    dataGenerazione: timestamp('data_generazione', { withTimezone: true }).notNull().defaultNow(),
    numeroImmagini: integer('numero_immagini').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_logs_created_at_idx').on(t.createdAt), index('catalog_logs_user_id_idx').on(t.userId)],
);

export const settings = pgTable('settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  chiave: text('chiave').notNull().unique(),
  valore: text('valore').notNull(),
  descrizione: text('descrizione'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per failed login; counted over a window so that several instances share the limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_ip_idx').on(t.ip, t.failedAt), index('login_failures_ip_username_idx').on(t.ip, t.username, t.failedAt)],
);

/** Idempotency keys of POST /api/generate-catalog (DECISIONS credits), kept 24 hours per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

export const translationCache = pgTable('translation_cache', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});


/** Every change of a user's credits: the sum of (to - from) per user equals the balance. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    creditsFrom: integer('credits_from').notNull(),
    creditsTo: integer('credits_to').notNull(),
    reason: text('reason', { enum: CREDIT_CHANGE_REASONS }).notNull(),
    /** The granting administrator; no foreign key, since a reset recreates the administrator. */
    adminId: uuid('admin_id'),
    catalogLogId: uuid('catalog_log_id').references(() => catalogLogs.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId),
    check('credit_ledger_reason', sql`${t.reason} IN ('admin_grant', 'catalog_charge')`),
  ],
);

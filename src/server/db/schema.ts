/**
 * The one database schema (STYLE 10): snake_case columns, migrations generated from this file with
 * `npm run db:generate` and committed under ./migrations. Runs on PostgreSQL 15 and PGlite.
 */
import { sql } from 'drizzle-orm';
import { CREDIT_CHANGE_REASONS } from '../../shared/credit-changes.js';
import { boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** The link the charge published (issue 36); null for a PDF. */
    publicationId: text('publication_id'),
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

/**
 * Published catalogues (issue 36, DECISIONS 'Published catalogues'). A publication is a link
 * (`/v/<id>`, 128 random bits in base64url) with its live version's content; its files are in the
 * storage (src/server/storage) under `<id>/`, listed in published_files.
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** live, disabled (by the owner), blocked (by an administrator), deleted (files removed; the id never comes back). */
    status: text('status', { enum: ['live', 'disabled', 'blocked', 'deleted'] }).notNull(),
    /** Set while the administrator blocks it, so that the owner's enable does not undo the block. */
    blocked: boolean('blocked').notNull().default(false),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    title: text('title').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    accessCodeHash: text('access_code_hash'),
    priceDisplay: text('price_display', { enum: ['all', 'retail', 'none'] }).notNull().default('all'),
    allowIndexing: boolean('allow_indexing').notNull().default(false),
    storageBytes: integer('storage_bytes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('publications_user_id_idx').on(t.userId),
    check('publications_status', sql`${t.status} IN ('live', 'disabled', 'blocked', 'deleted')`),
    check('publications_price_display', sql`${t.priceDisplay} IN ('all', 'retail', 'none')`),
  ],
);

/** A publish under way: its files are uploaded, nothing is visible until the commit; removed within a day otherwise. */
export const pendingPublications = pgTable(
  'pending_publications',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: text('link_id').notNull(),
    /** true: a new link is reserved; false: a new version of the owner's link. */
    isNewLink: boolean('is_new_link').notNull(),
    bytesUploaded: integer('bytes_uploaded').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('pending_publications_created_at_idx').on(t.createdAt), uniqueIndex('pending_publications_link_new_idx').on(t.linkId).where(sql`${t.isNewLink}`)],
);

/**
 * A stored file: of a pending publication (pendingId set) or of a link's live version (pendingId
 * null). Its key in the storage is `<linkId>/<name>`, names being content hashes.
 */
export const publishedFiles = pgTable(
  'published_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: text('link_id').notNull(),
    pendingId: text('pending_id').references(() => pendingPublications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `<linkId>/<pendingId>/<name>`: each publish's files apart, so a pending one never touches a live one's. */
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    live: boolean('live').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('published_files_link_idx').on(t.linkId, t.name), index('published_files_pending_idx').on(t.pendingId)],
);

/** An order a buyer placed on a link, priced by the server from the published snapshot. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'V-2026-000123': the year and a sequence. */
    number: text('number').notNull().unique(),
    linkId: text('link_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    pieces: integer('pieces').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    unpricedPieces: integer('unpriced_pieces').notNull(),
    status: text('status', { enum: ['new', 'confirmed', 'cancelled'] }).notNull().default('new'),
    /** SHA-256 of the buyer's receipt secret. */
    receiptHash: text('receipt_hash').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request, so a reused key with other data is told apart. */
    requestHash: text('request_hash').notNull(),
    /** The daily-salted hash of the buyer's address, for the per-hour limit. */
    clientHash: text('client_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_link_idempotency_idx').on(t.linkId, t.idempotencyKey),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_link_client_idx').on(t.linkId, t.clientHash, t.createdAt),
    check('orders_status', sql`${t.status} IN ('new', 'confirmed', 'cancelled')`),
  ],
);

/** One row per link, day and visitor (a hash of address and user agent with that day's salt, never stored raw). */
export const publicationViews = pgTable(
  'publication_views',
  {
    linkId: text('link_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.visitorHash] })],
);

/**
 * Server-made secrets, never sent: the key of the links' access cookies ('access-cookie-key') and
 * the day's salt of the view hashes ('view-salt:<day>', dropped after the day so that no view hash
 * can be traced back).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The yearly-looking order numbers' sequence ('V-2026-000123'). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** Maps database rows to API objects: the only way rows leave the server, so no hash can leak. */
import { sql } from 'drizzle-orm';
import type { CatalogLogEntry, PublicAdmin, PublicUser } from '../../shared/index.js';
import type { admins, catalogLogs, users } from '../db/schema.js';

export type PublicUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'nomeAzienda' | 'nomePersona' | 'telefono' | 'email' | 'crediti' | 'createdAt' | 'updatedAt'
>;

/** The columns of a PublicUserRow, for hand-written reads of the `users` table aliased `u`. */
export const PUBLIC_USER_COLUMNS = sql.raw(
  'u.id, u.username, u.nome_azienda AS "nomeAzienda", u.nome_persona AS "nomePersona", u.telefono, u.email, u.crediti, ' +
    'u.created_at AS "createdAt", u.updated_at AS "updatedAt"',
);

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    nomeAzienda: row.nomeAzienda,
    nomePersona: row.nomePersona,
    telefono: row.telefono,
    email: row.email,
    crediti: row.crediti,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicAdmin(row: typeof admins.$inferSelect): PublicAdmin {
  return { id: row.id, username: row.username, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function toCatalogLogEntry(row: typeof catalogLogs.$inferSelect): CatalogLogEntry {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    dataGenerazione: row.dataGenerazione.toISOString(),
    numeroImmagini: row.numeroImmagini,
    createdAt: row.createdAt.toISOString(),
  };
}

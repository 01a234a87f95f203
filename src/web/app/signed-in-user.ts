/**
 * The signed-in user the server drew the generator for (decision 1021), inlined in the page as a
 * JSON block that is never run (`readInlinedJson`); the server wrote it from the session's own row.
 */
import type { PublicUser } from '../../shared/index.js';
import { readInlinedJson } from '../api/inlined-json.js';

export const SIGNED_IN_USER_ID = 'vetrina-user';

const TEXT_FIELDS = ['id', 'username', 'nomeAzienda', 'nomePersona', 'telefono', 'email', 'createdAt', 'updatedAt'] as const;

function looksLikeUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return TEXT_FIELDS.every((field) => typeof fields[field] === 'string') && typeof fields.crediti === 'number';
}

/** The user, or undefined when the page carries none (no session, or a page the server did not draw). */
export function readSignedInUser(document: Document): PublicUser | undefined {
  return readInlinedJson(document, SIGNED_IN_USER_ID, looksLikeUser);
}

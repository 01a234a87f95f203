/**
 * The signed-in user the server drew the generator for (decision 1021), inlined in the page as a
 * JSON block that is never run. Read with JSON.parse and a few checks, not the zod schema, which
 * would put zod on the first screen (decision 0400); the server wrote it from the session's own row.
 */
import type { PublicUser } from '../../shared/index.js';

export const SIGNED_IN_USER_ID = 'vetrina-user';

const TEXT_FIELDS = ['id', 'username', 'nomeAzienda', 'nomePersona', 'telefono', 'email', 'createdAt', 'updatedAt'] as const;

function looksLikeUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return TEXT_FIELDS.every((field) => typeof fields[field] === 'string') && typeof fields.crediti === 'number';
}

/** The user, or undefined when the page carries none (no session, or a page the server did not draw). */
export function readSignedInUser(document: Document): PublicUser | undefined {
  const text = document.getElementById(SIGNED_IN_USER_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return looksLikeUser(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

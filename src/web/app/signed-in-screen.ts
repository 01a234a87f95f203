/**
 * What the server drew the generator with for a signed-in user (decision 1021): the user and the
 * administrator's photo limit, inlined in the page as a JSON block that is never run
 * (`readInlinedJson`); the server wrote it from the session's own row and the settings. The limit
 * comes with the page so the hydrated form does not draw itself again when it arrives (issue 38.7).
 */
import type { PublicUser } from '../../shared/index.js';
import { isJsonObject, readInlinedJson } from '../api/inlined-json.js';

export const SIGNED_IN_SCREEN_ID = 'vetrina-screen';

export interface SignedInScreen {
  user: PublicUser;
  maxImages: number;
}

const TEXT_FIELDS = ['id', 'username', 'nomeAzienda', 'nomePersona', 'telefono', 'email', 'createdAt', 'updatedAt'] as const;

function looksLikeUser(value: unknown): value is PublicUser {
  return isJsonObject(value) && TEXT_FIELDS.every((field) => typeof value[field] === 'string') && typeof value.crediti === 'number';
}

function looksLikeScreen(value: unknown): value is SignedInScreen {
  return isJsonObject(value) && looksLikeUser(value.user) && Number.isInteger(value.maxImages);
}

/** The screen's data, or undefined when the page carries none (no session, or a page the server did not draw). */
export function readSignedInScreen(document: Document): SignedInScreen | undefined {
  return readInlinedJson(document, SIGNED_IN_SCREEN_ID, looksLikeScreen);
}

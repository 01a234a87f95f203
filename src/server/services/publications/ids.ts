/** The ids of links and pending publications: 128 random bits in base64url (22 characters, DECISIONS). */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/index.js';

export const newRandomId = (): string => randomBytes(16).toString('base64url');

export const RANDOM_ID = /^[A-Za-z0-9_-]{22}$/;

/** A path parameter holding one of these ids: anything else is 400, never a query. */
export const RandomId = z.string().regex(RANDOM_ID, { error: MESSAGES.validation.invalidId });

export const linkPath = (id: string) => `/v/${id}`;

/** Where a link's files are in the store: under the link, then the publish that uploaded them. */
export const storageKey = (linkId: string, pendingId: string, name: string) => `${linkId}/${pendingId}/${name}`;

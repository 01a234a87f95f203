/**
 * A link's access code (DECISIONS): checked against its argon2 hash, tries limited like a login
 * (the login limits' counters, keyed on the address and the link), and once right remembered for
 * 30 days by a cookie `vetrina_v_<id>` on Path=/ whose value is an HMAC of the link and its code's
 * hash under a server key: nothing is stored per visitor, and changing or removing the code
 * voids every cookie of the link (docs/decisions/1033).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/index.js';
import { serverSecrets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { clearLoginFailures, reserveLoginAttempt } from '../login-limits.js';
import { verifyPassword } from '../passwords.js';

export const ACCESS_COOKIE_DAYS = 30;
export const accessCookieName = (linkId: string) => `vetrina_v_${linkId}`;

const KEY_NAME = 'access-cookie-key';
let cachedKey: { db: unknown; key: string } | undefined;

async function cookieKey(ctx: ServiceContext): Promise<string> {
  if (cachedKey?.db === ctx.db) return cachedKey.key;
  await ctx.db.insert(serverSecrets).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await ctx.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, KEY_NAME));
  if (!row) throw new Error('the access cookie key vanished');
  cachedKey = { db: ctx.db, key: row.value };
  return row.value;
}

export async function accessToken(ctx: ServiceContext, linkId: string, codeHash: string): Promise<string> {
  return createHmac('sha256', await cookieKey(ctx)).update(`${linkId}\n${codeHash}`).digest('base64url');
}

/** Whether the request's cookie opens the link (a link without a code is open). */
export async function hasAccess(ctx: ServiceContext, link: { id: string; accessCodeHash: string | null }, cookie: string | undefined): Promise<boolean> {
  if (link.accessCodeHash === null) return true;
  if (!cookie) return false;
  const expected = Buffer.from(await accessToken(ctx, link.id, link.accessCodeHash));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checks a code; returns the cookie's value, or throws 401 (wrong) or 429 (too many tries). */
export async function enterAccessCode(ctx: ServiceContext, link: { id: string; accessCodeHash: string | null }, code: string, ip: string): Promise<string | undefined> {
  if (link.accessCodeHash === null) return undefined;
  const attempt = { ip, username: `vetrina-link:${link.id}` };
  await reserveLoginAttempt(ctx, attempt);
  if (!(await verifyPassword(link.accessCodeHash, code))) throw new AppError('INVALID_CREDENTIALS', MESSAGES.publications.accessCodeWrong);
  await clearLoginFailures(ctx, attempt);
  return accessToken(ctx, link.id, link.accessCodeHash);
}

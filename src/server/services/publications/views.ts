/**
 * Views per link and day without cookies (DECISIONS): a visitor is the SHA-256 of the day's salt,
 * the address and the user agent. The salt is random, made on the day's first view and dropped by
 * the housekeeping once the day is over, so a stored hash can never be traced back.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { publicationViews, serverSecrets } from '../../db/schema.js';
import type { ServiceContext } from '../context.js';
import { sha256Hex } from '../tokens.js';

export const VIEW_SALT_PREFIX = 'view-salt:';

/** The day a view counts for (UTC). */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);

async function daySalt(ctx: ServiceContext, day: string): Promise<string> {
  const name = `${VIEW_SALT_PREFIX}${day}`;
  await ctx.db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await ctx.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error('the day salt vanished');
  return row.value;
}

/** The hash of a visitor on a day (also the orders' per-address limit key). */
export async function visitorHash(ctx: ServiceContext, address: string, userAgent: string): Promise<string> {
  const day = viewDay(ctx.now());
  return sha256Hex(`${await daySalt(ctx, day)}\n${address}\n${userAgent}`);
}

export async function countView(ctx: ServiceContext, linkId: string, address: string, userAgent: string): Promise<void> {
  const visitor = await visitorHash(ctx, address, userAgent);
  await ctx.db.insert(publicationViews).values({ linkId, day: viewDay(ctx.now()), visitorHash: visitor }).onConflictDoNothing();
}

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

/**
 * What an instance remembers of the day, so that a page seen again costs no database work: the
 * day's salt, which never changes once stored, and the views it has already written (a visitor
 * counts once a day: the table's key says so too, across instances). Forgotten when the day ends.
 */
interface DayMemory {
  day: string;
  salt: string;
  written: Set<string>;
}

const memories = new WeakMap<ServiceContext, DayMemory>();
/** Views remembered at most: past it the set starts again, and the table's key still counts each visitor once. */
const WRITTEN_MAX = 100_000;

async function dayMemory(ctx: ServiceContext): Promise<DayMemory> {
  const day = viewDay(ctx.now());
  const known = memories.get(ctx);
  if (known?.day === day) return known;
  const memory = { day, salt: await daySalt(ctx, day), written: new Set<string>() };
  memories.set(ctx, memory);
  return memory;
}

const hashOf = (salt: string, address: string, userAgent: string) => sha256Hex(`${salt}\n${address}\n${userAgent}`);

/** The hash of a visitor on a day (also the orders' per-address limit key). */
export async function visitorHash(ctx: ServiceContext, address: string, userAgent: string): Promise<string> {
  return hashOf((await dayMemory(ctx)).salt, address, userAgent);
}

export async function countView(ctx: ServiceContext, linkId: string, address: string, userAgent: string): Promise<void> {
  const memory = await dayMemory(ctx);
  const visitor = hashOf(memory.salt, address, userAgent);
  const key = `${linkId}\n${visitor}`;
  if (memory.written.has(key)) return;
  await ctx.db.insert(publicationViews).values({ linkId, day: memory.day, visitorHash: visitor }).onConflictDoNothing();
  if (memory.written.size >= WRITTEN_MAX) memory.written.clear();
  memory.written.add(key);
}

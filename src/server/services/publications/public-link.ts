/**
 * A link as the public sees it (DECISIONS 'Published catalogues'): unknown or deleted is 404,
 * disabled, blocked or expired is 410, and nothing of the catalogue goes with either answer.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/index.js';
import { publications, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../context.js';
import { RANDOM_ID } from './ids.js';

export type LiveLink = typeof publications.$inferSelect & { company: { name: string; email: string; phone: string } };

export async function liveLink(ctx: ServiceContext, id: string): Promise<LiveLink> {
  if (!RANDOM_ID.test(id)) throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
  const [row] = await ctx.db
    .select({ link: publications, name: users.nomeAzienda, email: users.email, phone: users.telefono })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.userId))
    .where(eq(publications.id, id));
  if (!row || row.link.status === 'deleted') throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
  const expired = row.link.expiresAt !== null && new Date(row.link.expiresAt).getTime() <= ctx.now().getTime();
  if (row.link.blocked || row.link.status !== 'live' || expired) throw new AppError('GONE', MESSAGES.publications.gone);
  return { ...row.link, company: { name: row.name, email: row.email, phone: row.phone } };
}

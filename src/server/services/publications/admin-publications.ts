/** The administrator's view of published links (issue 36): per user, links, storage, orders; blocking for abuse. */
import { and, asc, eq, ne } from 'drizzle-orm';
import { MESSAGES, type AdminPublicationsOfUser, type PublicationSummary } from '../../../shared/index.js';
import type { Db } from '../../db/client.js';
import { publications, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { listPublications, publicationSummary } from './summaries.js';

export async function adminPublications(db: Db): Promise<AdminPublicationsOfUser[]> {
  const owners = await db
    .selectDistinct({ userId: users.id, username: users.username, nomeAzienda: users.nomeAzienda })
    .from(publications)
    .innerJoin(users, eq(users.id, publications.userId))
    .where(ne(publications.status, 'deleted'))
    .orderBy(asc(users.username));
  const answer: AdminPublicationsOfUser[] = [];
  for (const owner of owners) {
    const links = await listPublications(db, owner.userId);
    answer.push({
      ...owner,
      storageBytes: links.reduce((sum, link) => sum + link.storageBytes, 0),
      orders: links.reduce((sum, link) => sum + link.orders, 0),
      links,
    });
  }
  return answer;
}

export async function setBlocked(db: Db, id: string, blocked: boolean, now: Date): Promise<PublicationSummary> {
  const changed = await db
    .update(publications)
    .set({ blocked, updatedAt: now })
    .where(and(eq(publications.id, id), ne(publications.status, 'deleted')))
    .returning({ id: publications.id });
  if (changed.length === 0) throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
  return publicationSummary(db, id);
}

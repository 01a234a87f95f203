/**
 * The stored files of links whose rows are gone (a deleted user, a reset database), removed after
 * the transaction that deleted the rows committed: a failure here leaves files nobody can reach,
 * logged, never a row that names a missing file.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../storage/index.js';

export async function removeLinkFiles(store: FileStore, links: readonly string[], log: FastifyBaseLogger): Promise<void> {
  for (const id of links) await store.deletePrefix(`${id}/`).catch((error: unknown) => log.warn({ err: error }, 'published files not removed'));
}

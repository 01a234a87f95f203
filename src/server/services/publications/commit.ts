/**
 * Step 3 of publishing (decision 1031): every file the content names must have been uploaded to
 * the pending publication as declared; then one transaction charges the credit as a PDF is charged
 * (the log row marked with the link), makes the new link or the new version live and hands the
 * named files to it. The previous version's files, and uploaded files the content does not name,
 * are removed from the store after the commit.
 */
import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import { MESSAGES, type PublishedContent, type PublishResponse } from '../../../shared/index.js';
import type { Db } from '../../db/client.js';
import { pendingPublications, publications, publishedFiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { chargeCatalog } from '../credits.js';
import { runIdempotent, type StoredAnswer } from '../idempotency.js';
import { sha256Hex } from '../tokens.js';
import { declaredFiles } from './files-of-content.js';
import { getPublishLimits, mb, type PublishLimits } from './limits.js';
import { countLinks, ownPending, storageInUse, type PendingRow } from './pending.js';
import { publicationSummary } from './summaries.js';

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', MESSAGES.errors.validationFailed, { details: [{ path, message }] });

/** Checks the uploads against the content; returns the named files' names and total bytes. */
async function checkUploads(db: Db, pending: PendingRow, content: PublishedContent): Promise<{ names: string[]; bytes: number }> {
  const uploaded = await db.select().from(publishedFiles).where(eq(publishedFiles.pendingId, pending.id));
  const byName = new Map(uploaded.map((file) => [file.name, file]));
  const names = new Set<string>();
  let bytes = 0;
  for (const declared of declaredFiles(content)) {
    const file = byName.get(declared.name);
    if (!file) throw invalid('files', MESSAGES.publications.fileMissing(declared.name));
    const asDeclared = file.bytes === declared.bytes && (declared.width === undefined || (file.width === declared.width && file.height === declared.height));
    if (!asDeclared) throw invalid('files', MESSAGES.publications.fileDiffers(declared.name));
    if (!names.has(file.name)) bytes += file.bytes;
    names.add(file.name);
  }
  if (!content.pdf.file.endsWith('.pdf')) throw invalid('pdf.file', MESSAGES.publications.fileTypeMismatch);
  for (const photo of content.photos) {
    for (const rendition of photo.renditions) if (rendition.file.endsWith('.pdf')) throw invalid('photos', MESSAGES.publications.fileTypeMismatch);
  }
  return { names: [...names], bytes };
}

interface CommitPlan {
  userId: string;
  pending: PendingRow;
  content: PublishedContent;
  names: string[];
  storageBytes: number;
  limits: PublishLimits;
  now: Date;
}

/** The transaction's work: charge, publication row, files handed over; returns the keys no row names any more. */
async function commitInTransaction(tx: Db, plan: CommitPlan): Promise<{ response: PublishResponse; unusedKeys: string[] }> {
  const { pending, content, now } = plan;
  const [current] = await tx.select().from(publications).where(eq(publications.id, pending.linkId)).for('update');
  const ownLink = current !== undefined && current.userId === plan.userId && current.status !== 'deleted';
  if (pending.isNewLink ? current !== undefined : !ownLink) throw new AppError('NOT_FOUND', MESSAGES.publications.notFound);
  if (pending.isNewLink && (await countLinks({ db: tx } as ServiceContext, plan.userId)) >= plan.limits.liveLinks) {
    throw new AppError('FORBIDDEN', MESSAGES.publications.tooManyLinks(plan.limits.liveLinks));
  }
  const charge = await chargeCatalog(tx, { userId: plan.userId, numeroImmagini: content.photos.length, now, publicationId: pending.linkId });
  // The previous version's files, and this publish's files the content does not name, leave the rows.
  const unused = await tx
    .delete(publishedFiles)
    .where(
      or(
        and(eq(publishedFiles.linkId, pending.linkId), eq(publishedFiles.live, true)),
        and(eq(publishedFiles.pendingId, pending.id), notInArray(publishedFiles.name, plan.names)),
      ),
    )
    .returning({ storageKey: publishedFiles.storageKey });
  await tx
    .update(publishedFiles)
    .set({ live: true, pendingId: null })
    .where(and(eq(publishedFiles.pendingId, pending.id), inArray(publishedFiles.name, plan.names)));
  await tx.delete(pendingPublications).where(eq(pendingPublications.id, pending.id));
  const values = { content, title: content.settings.title.trim(), storageBytes: plan.storageBytes, updatedAt: now };
  if (current) {
    await tx.update(publications).set({ ...values, version: current.version + 1 }).where(eq(publications.id, pending.linkId));
  } else {
    await tx.insert(publications).values({ id: pending.linkId, userId: plan.userId, status: 'live', version: 1, createdAt: now, ...values });
  }
  const publication = await publicationSummary(tx, pending.linkId);
  return { response: { publication, creditiRimanenti: charge.creditiRimanenti }, unusedKeys: unused.map((row) => row.storageKey) };
}

export async function commitPublication(
  ctx: ServiceContext,
  store: FileStore,
  options: { userId: string; pendingId: string; key: string; content: PublishedContent },
): Promise<StoredAnswer> {
  const requestHash = sha256Hex(JSON.stringify({ pendingId: options.pendingId, content: options.content }));
  let unusedKeys: string[] = [];
  const answer = await runIdempotent(ctx.db, { userId: options.userId, key: options.key, requestHash, now: ctx.now() }, async (tx) => {
    const pending = await ownPending({ ...ctx, db: tx }, options.userId, options.pendingId);
    const limits = await getPublishLimits(tx);
    if (options.content.photos.length > limits.photos) throw invalid('photos', MESSAGES.publications.tooManyPhotos(limits.photos));
    if (options.content.pdf.bytes > mb(limits.pdfMb)) throw invalid('pdf.bytes', MESSAGES.publications.fileTooLarge(limits.pdfMb));
    const { names, bytes } = await checkUploads(tx, pending, options.content);
    const used = await storageInUse({ ...ctx, db: tx }, options.userId, pending.isNewLink ? undefined : pending.linkId);
    if (used + bytes > mb(limits.storageMb)) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.publications.storageFull(limits.storageMb));
    const done = await commitInTransaction(tx, { userId: options.userId, pending, content: options.content, names, storageBytes: bytes, limits, now: ctx.now() });
    unusedKeys = done.unusedKeys;
    return done.response;
  });
  // After the commit only: until then the previous version stays whole and served.
  for (const key of unusedKeys) await store.delete(key).catch(() => undefined);
  return answer;
}

/**
 * 'Pubblica online' (issue 36.1, decision 1031): reserve the link, build the PDF as 'Genera
 * Catalogo PDF' builds it, make the photos' web renditions, upload every file named by its hash,
 * then commit the content, which charges the credit. A commit whose answer did not arrive is
 * retried with the same key on the same pending publication, so it never charges twice.
 */
import { useRef, useState } from 'react';
import type { CatalogTexts } from '../../../catalog/types.js';
import type { PublicUser } from '../../../shared/index.js';
import type { PublicationSummary, PublishedContent } from '../../../shared/schemas/published.js';
import { HttpError } from '../../api/http-error.js';
import { isStatus, messageOf } from '../../api/http.js';
import type { CatalogEngine } from '../../engine/index.js';
import { toast } from '../../ui/toast-store.js';
import { useSetCurrentUser, useSignOutOnUnauthorized } from '../auth/session.js';
import { buildCatalog } from '../generator/build-catalog.js';
import { useLiveValueOwner } from '../generator/live-value.js';
import type { CatalogDraft } from '../generator/draft/catalog-draft.js';
import { publishedContent, type PublishedPhotoInput } from './published-content.js';
import { linkUrl, publishingApi } from './publishing-api.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import { inLanes } from './in-lanes.js';
import { LOGO_EDGES, makeRenditions } from './renditions.js';
import { storedFile } from './stored-file.js';
import { uploadFiles } from './upload-files.js';

/** Photos turned into web renditions at once. */
const RENDITION_LANES = 2;

export type PublishStep = 'idle' | 'reserving' | 'building' | 'renditions' | 'uploading' | 'committing';

interface PublishInput {
  engine: CatalogEngine | null;
  draft: CatalogDraft;
  settleTexts: () => Promise<CatalogTexts>;
  user: PublicUser | null;
  /** The PDF's page count, as the preview described it. */
  pages: number | undefined;
  /** A new version under this link, else a new link. */
  linkId?: string;
}

interface PendingCommit {
  fingerprint: string;
  pendingId: string;
  content: PublishedContent;
  idempotencyKey: string;
  skipped: number;
}

export function usePublish({ engine, draft, settleTexts, user, pages, linkId }: PublishInput) {
  const setUser = useSetCurrentUser();
  const signOutOnUnauthorized = useSignOutOnUnauthorized();
  const [step, setStep] = useState<PublishStep>('idle');
  const progress = useLiveValueOwner(0);
  const [detail, setDetail] = useState('');
  const [published, setPublished] = useState<PublicationSummary | null>(null);
  const pending = useRef<PendingCommit | null>(null);

  const show = (next: PublishStep, share: number, text: string) => {
    setStep(next);
    progress.set(share);
    setDetail(text);
  };

  async function prepare(texts: CatalogTexts, fingerprint: string, author: string, currentEngine: CatalogEngine): Promise<PendingCommit | null> {
    show('reserving', 0, PUBLISHING_TEXTS.steps.reserving);
    const reserved = await publishingApi.reserve(linkId ? { linkId } : {});
    show('building', 0.05, PUBLISHING_TEXTS.steps.building);
    const built = await buildCatalog({ engine: currentEngine, draft, texts, author, link: linkUrl(reserved.path), onProgress: (fraction) => progress.set(0.05 + fraction * 0.35) });
    if (built.printedCount === 0) return null;
    const pdf = await storedFile(new Uint8Array(await built.pdf.arrayBuffer()), 'pdf');
    // Two photos at a time: their decoding and encoding run off the main thread, and a third would only hold more memory.
    let made = 0;
    show('renditions', 0.4, PUBLISHING_TEXTS.steps.renditions(0, draft.photos.length));
    const rendered = await inLanes(draft.photos, RENDITION_LANES, async (photo) => {
      // A photo the browser cannot decode here (a HEIC outside Safari) is left off the page, not the PDF.
      const renditions = await makeRenditions(photo.file, photo.name).catch(() => []);
      made++;
      show('renditions', 0.4 + (made / draft.photos.length) * 0.2, PUBLISHING_TEXTS.steps.renditions(made, draft.photos.length));
      return renditions.length > 0 ? [{ id: photo.id, renditions, ...(photo.caption && { caption: photo.caption }) }] : [];
    });
    const photos: PublishedPhotoInput[] = rendered.flat();
    if (photos.length === 0) throw new Error(PUBLISHING_TEXTS.noPhoto);
    // An unreadable logo is left off.
    const [logo] = draft.brand.logo ? await makeRenditions(draft.brand.logo, draft.brand.logo.name, LOGO_EDGES).catch(() => []) : [];
    const files = [pdf, ...photos.flatMap((photo) => photo.renditions.map((rendition) => rendition.file)), ...(logo ? [logo.file] : [])];
    await uploadFiles(files, (file) => publishingApi.putFile(reserved.pendingId, file), (done, total) => show('uploading', 0.6 + (done / Math.max(1, total)) * 0.35, PUBLISHING_TEXTS.steps.uploading(done, total)));
    const content = publishedContent({ settings: draft.settings, texts, covers: draft.covers, ...(draft.brand.accent && { accent: draft.brand.accent }), photos, pdf: { file: pdf, pages: pages ?? 1 }, ...(logo && { logo }) });
    return { fingerprint, pendingId: reserved.pendingId, content, idempotencyKey: crypto.randomUUID(), skipped: draft.photos.length - photos.length };
  }

  async function commit(ready: PendingCommit, current: PublicUser): Promise<void> {
    show('committing', 0.97, PUBLISHING_TEXTS.steps.committing);
    const answer = await publishingApi.commit(ready.pendingId, ready.content, ready.idempotencyKey);
    pending.current = null;
    setUser({ ...current, crediti: answer.creditiRimanenti });
    setPublished(answer.publication);
    toast({ title: PUBLISHING_TEXTS.publishedTitle, description: PUBLISHING_TEXTS.published(answer.creditiRimanenti) + (ready.skipped > 0 ? PUBLISHING_TEXTS.skippedPhotos(ready.skipped) : ''), variant: 'success' });
  }

  async function publish(): Promise<void> {
    if (step !== 'idle' || !user || !engine || draft.photos.length === 0 || user.crediti <= 0) return;
    try {
      const texts = await settleTexts();
      const fingerprint = JSON.stringify({ linkId, texts, settings: draft.settings, photos: draft.photos.map((photo) => [photo.id, photo.caption]), covers: draft.covers, accent: draft.brand.accent });
      const ready = pending.current?.fingerprint === fingerprint ? pending.current : await prepare(texts, fingerprint, user.nomeAzienda, engine);
      if (!ready) throw new Error(PUBLISHING_TEXTS.failed);
      pending.current = ready;
      await commit(ready, user);
    } catch (error) {
      if (signOutOnUnauthorized(error)) pending.current = null;
      else {
        // A refused commit will be refused again: only a lost answer keeps the key for a retry.
        if (error instanceof HttpError && error.status < 500 && error.status !== 409) pending.current = null;
        if (isStatus(error, 402)) setUser({ ...user, crediti: 0 });
        toast({ title: PUBLISHING_TEXTS.errorTitle, description: error instanceof HttpError ? messageOf(error, PUBLISHING_TEXTS.failed) : error instanceof Error && error.message === PUBLISHING_TEXTS.noPhoto ? error.message : PUBLISHING_TEXTS.failed, variant: 'destructive' });
      }
    } finally {
      setStep('idle');
    }
  }

  return { publish, step, progress, detail, published, closePublished: () => setPublished(null) };
}

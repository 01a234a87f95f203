import { startTransition, useRef, useState } from 'react';
import { catalogFileName, UI_TEXTS, type PublicUser } from '../../../shared/index.js';
import type { CatalogTexts } from '../../../catalog/types.js';
import { HttpError, isStatus, messageOf } from '../../api/http.js';
import { userApi } from '../../api/user-api.js';
import { PHASES, measured, type CatalogEngine } from '../../engine/index.js';
import { toast } from '../../ui/toast-store.js';
import { useSetCurrentUser, useSignOutOnUnauthorized } from '../auth/session.js';
import { buildCatalog } from './build-catalog.js';
import { captionsById, type CatalogDraft } from './draft/catalog-draft.js';
import { downloadBlob } from './download.js';
import { latestAtMostEvery } from './latest-at-most-every.js';
import { useLiveValueOwner } from './live-value.js';

export type GenerationPhase = 'idle' | 'building' | 'charging';

/** A built catalogue whose charge did not go through: a retry reuses its bytes and its key. */
interface PendingCharge {
  fingerprint: string;
  idempotencyKey: string;
  pdf: Blob;
  printedCount: number;
  skipped: number;
}

interface GenerationInput {
  engine: CatalogEngine | null;
  draft: CatalogDraft;
  settleTexts: () => Promise<CatalogTexts>;
  user: PublicUser | null;
  /** The charged catalogue once downloaded, to keep it for a second download (beyond issue). */
  onDownloaded?: (pdf: Blob, fileName: string) => void;
}

const BUILD_SHARE = 0.9;
const PROGRESS_INTERVAL_MS = 100;

const CHARGE_FAILED =
  'Impossibile registrare il catalogo sul server: il PDF non è stato scaricato. Riprova: non ti verrà addebitato più di un credito.';

function skippedNote(count: number): string {
  if (count === 0) return '';
  return count === 1 ? " Un'immagine non leggibile è stata esclusa." : ` ${count} immagini non leggibili sono state escluse.`;
}

/**
 * DECISIONS "Credits": build first, then charge with one Idempotency-Key per generation, then
 * download. A failed build never costs a credit; a failed charge never yields a download.
 */
export function useGeneration({ engine, draft, settleTexts, user, onDownloaded }: GenerationInput) {
  const { settings, quality, brand } = draft;
  const order = draft.photos.map((photo) => photo.id);
  const setUser = useSetCurrentUser();
  const signOutOnUnauthorized = useSignOutOnUnauthorized();
  const [phase, setPhase] = useState<GenerationPhase>('idle');
  // The phase renders the page; whether a generation runs is known at once, for a second click.
  const running = useRef(false);
  // Read by the overlay alone: a tenth of a second's progress never renders the page (live-value.ts).
  const progress = useLiveValueOwner(0);
  const pending = useRef<PendingCharge | null>(null);

  async function build(texts: CatalogTexts, fingerprint: string, author: string): Promise<PendingCharge | null> {
    if (!engine) return null;
    // The worker tells each photo drawn; the overlay shows a few of them a second.
    const told = latestAtMostEvery<number>(PROGRESS_INTERVAL_MS, (fraction) => progress.set(fraction * BUILD_SHARE));
    const result = await buildCatalog({ engine, draft, texts, author, onProgress: told.push }).finally(told.cancel);
    if (result.printedCount === 0) return null;
    return {
      fingerprint,
      idempotencyKey: crypto.randomUUID(),
      pdf: result.pdf,
      printedCount: result.printedCount,
      skipped: result.skipped.length,
    };
  }

  async function charge(built: PendingCharge, current: PublicUser): Promise<void> {
    setPhase('charging');
    progress.set(BUILD_SHARE);
    try {
      const { creditiRimanenti } = await measured(PHASES.charge, () => userApi.chargeCatalog(built.printedCount, built.idempotencyKey));
      pending.current = null;
      setUser({ ...current, crediti: creditiRimanenti });
      progress.set(1);
      const fileName = catalogFileName(settings.title);
      downloadBlob(built.pdf, fileName);
      onDownloaded?.(built.pdf, fileName);
      toast({ title: UI_TEXTS.generator.generatedTitle, description: UI_TEXTS.generator.generated(creditiRimanenti) + skippedNote(built.skipped), variant: 'success' });
    } catch (error) {
      if (signOutOnUnauthorized(error)) {
        pending.current = null;
      } else if (isStatus(error, 402)) {
        pending.current = null;
        setUser({ ...current, crediti: 0 });
        toast({ title: UI_TEXTS.generator.errorTitle, description: UI_TEXTS.generator.noCredits, variant: 'destructive' });
      } else {
        // The answer may never have arrived: keep the key so a retry cannot charge twice.
        if (error instanceof HttpError && error.status < 500 && error.status !== 409) pending.current = null;
        toast({ title: UI_TEXTS.generator.errorTitle, description: messageOf(error, CHARGE_FAILED), variant: 'destructive' });
      }
    }
  }

  async function generate(): Promise<void> {
    if (running.current) return;
    const refuse = (description: string) => void toast({ title: UI_TEXTS.generator.errorTitle, description, variant: 'destructive' });
    if (!user) return refuse(UI_TEXTS.generator.invalidSession);
    if (order.length === 0) return refuse(UI_TEXTS.generator.noImage);
    if (user.crediti <= 0) return refuse(UI_TEXTS.generator.noCredits);
    progress.set(0);
    running.current = true;
    setPhase('building');
    try {
      const texts = await settleTexts();
      // Files are the same objects for the draft's life, so their names and sizes stand for them.
      const fingerprint = JSON.stringify({
        order,
        settings,
        texts,
        quality,
        captions: captionsById(draft.photos),
        accent: brand.accent,
        covers: draft.covers,
        logo: brand.logo && [brand.logo.name, brand.logo.size, brand.logo.lastModified],
      });
      let built = pending.current?.fingerprint === fingerprint ? pending.current : null;
      if (!built) {
        try {
          built = await build(texts, fingerprint, user.nomeAzienda);
        } catch {
          built = null;
        }
        if (!built) {
          toast({ title: UI_TEXTS.generator.errorTitle, description: UI_TEXTS.generator.genericError, variant: 'destructive' });
          return;
        }
        pending.current = built;
      }
      await charge(built, user);
    } finally {
      running.current = false;
      // The whole generator renders again once the overlay goes: in slices the browser can
      // interrupt, after the download has started (decision 1086).
      startTransition(() => setPhase('idle'));
    }
  }

  return { generate, phase, progress };
}

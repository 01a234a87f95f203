import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { PHASES, measured, type CatalogEngine } from '../../../engine/index.js';
import { EMPTY_DRAFT, type CatalogDraft, type DraftAction } from './catalog-draft.js';
import { DraftSaver, type DraftWrites, type FilesOutcome } from './draft-saver.js';
import { DraftStoreError, deleteDraft, loadDraft, saveDraftFiles, saveDraftRecord } from './draft-store.js';
import { DRAFT_TEXTS } from './draft-texts.js';

/** Long enough to gather a burst of typing into one write, short enough that a reload loses nothing. */
const SAVE_DELAY_MS = 300;

export type DraftSaveState = 'loading' | 'saving' | 'saved' | 'problem';

interface PersistenceInput {
  username: string;
  draft: CatalogDraft;
  dispatch: (action: DraftAction) => void;
  engine: CatalogEngine | null;
  /** Photos are being prepared or the catalogue built: the record is saved, the photos' files wait. */
  photosBusy: boolean;
}

function problemFor(error: unknown): string {
  const problem = error instanceof DraftStoreError ? error.problem : 'failed';
  return problem === 'unavailable' ? DRAFT_TEXTS.unavailable : problem === 'quota' ? DRAFT_TEXTS.quota : DRAFT_TEXTS.saveFailed;
}

function writesOf(username: string): DraftWrites {
  return {
    record: (record, remove) => measured(PHASES.draft, () => saveDraftRecord(username, record, remove)),
    files: (put) => measured(PHASES.draft, () => saveDraftFiles(username, put)),
    discard: () => deleteDraft(username),
  };
}

/** The photos notice after a save: a refusal says so, photos written clear it, nothing new leaves it. */
function photosNoticeAfter(outcome: FilesOutcome, current: string | null): string | null {
  return outcome === 'refused' ? DRAFT_TEXTS.photosNotKept : outcome === 'stored' ? null : current;
}

/**
 * Keeps the signed-in user's draft in IndexedDB (docs/decisions/0631): restores it once the engine
 * exists (the photos go back to the engine to be prepared again), then saves every change shortly
 * after it: the record at once, new photos' files once no photo is being prepared. A browser that cannot store leaves a notice, never an error; one that keeps the record
 * but not the photos says so, never 'Bozza salvata' (0850).
 */
export function useDraftPersistence({ username, draft, dispatch, engine, photosBusy }: PersistenceInput) {
  const [restored, setRestored] = useState(false);
  const [savedDraft, setSavedDraft] = useState<CatalogDraft | null>(null);
  /** The draft could not be read or written. */
  const [problem, setProblem] = useState<string | null>(null);
  /** The record is kept but the photos and logo are not, or did not come back. */
  const [photosNotice, setPhotosNotice] = useState<string | null>(null);
  /** Null until the draft is read, and for good where IndexedDB is refused. */
  const saver = useRef<DraftSaver | null>(null);
  /** Saves run one after the other, each planned from what the previous one stored. */
  const queue = useRef(Promise.resolve());

  useEffect(() => {
    if (!engine) return;
    let cancelled = false;
    void (async () => {
      try {
        const stored = await loadDraft(username);
        if (cancelled) return;
        saver.current = new DraftSaver(writesOf(username), stored?.files ?? new Map());
        if (!stored) {
          // Nothing stored is what the empty form holds: nothing to write until it changes, so a
          // visit that changes nothing leaves no draft whose reading (zod) the next visit would pay.
          startTransition(() => setSavedDraft(EMPTY_DRAFT));
          return;
        }
        // The reader's schemas (zod) load only when there is a draft to read, never with the
        // first screen: building them is a long task on a phone (38.7).
        const { fromDraftRecord } = await import('./restore-draft.js');
        if (cancelled) return;
        const back = fromDraftRecord(stored.record, stored.files);
        if (!back) return;
        void engine.add(back.draft.photos);
        // The whole page changes with the draft: rendered in slices, as a transition (38.7).
        startTransition(() => {
          dispatch({ type: 'replace', draft: back.draft });
          setSavedDraft(back.draft);
          if (back.filesLost) setPhotosNotice(DRAFT_TEXTS.photosNotRestored);
        });
      } catch (error) {
        // No saver, then: this page's empty draft must not overwrite one that could not be read.
        if (!cancelled) setProblem(problemFor(error));
      } finally {
        if (!cancelled) startTransition(() => setRestored(true));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [engine, username, dispatch]);

  const enqueue = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch((error: unknown) => setProblem(problemFor(error)));
  }, []);

  useEffect(() => {
    const active = saver.current;
    if (!restored || !active || draft === savedDraft) return;
    const timer = setTimeout(
      () =>
        enqueue(async () => {
          if (photosBusy) {
            // Still 'saving' until the photos are in too: this effect runs again when they are prepared.
            await active.saveRecord(draft);
            setProblem(null);
            return;
          }
          const outcome = await active.save(draft);
          setSavedDraft(draft);
          setProblem(null);
          setPhotosNotice((current) => photosNoticeAfter(outcome, current));
        }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, savedDraft, restored, enqueue, photosBusy]);

  /** 'Nuovo catalogo', once confirmed: the engine, the screen and the stored draft start empty. */
  const startNew = useCallback(() => {
    engine?.clear();
    dispatch({ type: 'replace', draft: EMPTY_DRAFT });
    const active = saver.current;
    if (!active) return;
    enqueue(async () => {
      await active.discard();
      setSavedDraft(EMPTY_DRAFT);
      setProblem(null);
      setPhotosNotice(active.photosRefused ? DRAFT_TEXTS.photosNotKept : null);
    });
  }, [engine, dispatch, enqueue]);

  const saveState: DraftSaveState = problem ? 'problem' : !restored ? 'loading' : draft === savedDraft ? 'saved' : 'saving';
  return { restored, saveState, notice: problem ?? photosNotice, startNew };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogEngine } from '../../../engine/index.js';
import { toast } from '../../../ui/toast-store.js';
import { downloadPdf } from '../download.js';
import { EMPTY_DRAFT, type CatalogDraft, type DraftAction } from './catalog-draft.js';
import { draftFiles, fromDraftRecord, planFileWrites, toDraftRecord } from './draft-record.js';
import { DraftStoreError, deleteDraft, loadDraft, loadLastCatalog, saveDraft, saveLastCatalog, type LastCatalog } from './draft-store.js';
import { DRAFT_TEXTS } from './draft-texts.js';

/** Long enough to gather a burst of typing into one write, short enough that a reload loses nothing. */
const SAVE_DELAY_MS = 300;

export type DraftSaveState = 'loading' | 'saving' | 'saved' | 'problem';

interface PersistenceInput {
  username: string;
  draft: CatalogDraft;
  dispatch: (action: DraftAction) => void;
  engine: CatalogEngine | null;
}

function noticeFor(error: unknown): string {
  const problem = error instanceof DraftStoreError ? error.problem : 'failed';
  return problem === 'unavailable' ? DRAFT_TEXTS.unavailable : problem === 'quota' ? DRAFT_TEXTS.quota : DRAFT_TEXTS.saveFailed;
}

/**
 * Keeps the signed-in user's draft and last catalogue in IndexedDB (docs/decisions/0631): restores
 * them once the engine exists (the photos go back to the engine to be prepared again), then saves
 * every change shortly after it. A browser that cannot store leaves a notice, never an error.
 */
export function useDraftPersistence({ username, draft, dispatch, engine }: PersistenceInput) {
  const [restored, setRestored] = useState(false);
  const [savedDraft, setSavedDraft] = useState<CatalogDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastCatalogName, setLastCatalogName] = useState<string | null>(null);
  const storable = useRef(true);
  /** The files IndexedDB holds for this draft, so a save writes only new ones. */
  const storedFiles = useRef(new Map<string, Blob>());
  /** Saves run one after the other, each planned from what the previous one stored. */
  const queue = useRef(Promise.resolve());
  /** This page's last catalogue, for a second download even where IndexedDB is refused. */
  const lastCatalog = useRef<LastCatalog | null>(null);

  useEffect(() => {
    if (!engine) return;
    let cancelled = false;
    void (async () => {
      try {
        const [stored, catalog] = await Promise.all([loadDraft(username), loadLastCatalog(username)]);
        if (cancelled) return;
        setLastCatalogName(catalog?.fileName ?? null);
        if (!stored) return;
        storedFiles.current = stored.files;
        const draftBack = fromDraftRecord(stored.record, stored.files);
        if (!draftBack) return;
        for (const photo of draftBack.photos) engine.add(photo.id, photo.file);
        dispatch({ type: 'replace', draft: draftBack });
        setSavedDraft(draftBack);
      } catch (error) {
        if (cancelled) return;
        // A draft that could not be read must not be overwritten by this page's empty one.
        storable.current = false;
        setNotice(noticeFor(error));
      } finally {
        if (!cancelled) setRestored(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [engine, username, dispatch]);

  const enqueue = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch((error: unknown) => setNotice(noticeFor(error)));
  }, []);

  useEffect(() => {
    if (!restored || !storable.current || draft === savedDraft) return;
    const timer = setTimeout(
      () =>
        enqueue(async () => {
          const { put, remove } = planFileWrites(storedFiles.current, draftFiles(draft));
          await saveDraft(username, toDraftRecord(draft), put, remove);
          for (const [id, file] of put) storedFiles.current.set(id, file);
          for (const id of remove) storedFiles.current.delete(id);
          setSavedDraft(draft);
          setNotice(null);
        }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, savedDraft, restored, username, enqueue]);

  /** 'Nuovo catalogo', once confirmed: the engine, the screen and the stored draft start empty. */
  const startNew = useCallback(() => {
    engine?.clear();
    dispatch({ type: 'replace', draft: EMPTY_DRAFT });
    if (!storable.current) return;
    enqueue(async () => {
      await deleteDraft(username);
      storedFiles.current = new Map();
      setSavedDraft(EMPTY_DRAFT);
      setNotice(null);
    });
  }, [engine, dispatch, username, enqueue]);

  /** Called once the charged catalogue has been handed to the browser. */
  const keepLastCatalog = useCallback(
    (bytes: Uint8Array, fileName: string) => {
      const catalog = { fileName, pdf: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }) };
      lastCatalog.current = catalog;
      setLastCatalogName(fileName);
      if (storable.current) saveLastCatalog(username, catalog).catch(() => setNotice(DRAFT_TEXTS.pdfNotKept));
    },
    [username],
  );

  /** The same bytes again, from this page or from IndexedDB: the server is not asked. */
  const downloadAgain = useCallback(async () => {
    try {
      const catalog = lastCatalog.current ?? (await loadLastCatalog(username));
      if (!catalog) throw new Error('no catalogue kept');
      downloadPdf(new Uint8Array(await catalog.pdf.arrayBuffer()), catalog.fileName);
    } catch {
      setLastCatalogName(null);
      toast({ title: DRAFT_TEXTS.downloadAgain, description: DRAFT_TEXTS.pdfMissing, variant: 'destructive' });
    }
  }, [username]);

  const saveState: DraftSaveState = notice ? 'problem' : !restored ? 'loading' : draft === savedDraft ? 'saved' : 'saving';
  return { restored, saveState, notice, lastCatalogName, startNew, keepLastCatalog, downloadAgain };
}

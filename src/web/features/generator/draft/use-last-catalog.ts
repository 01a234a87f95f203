import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../ui/toast-store.js';
import { downloadBlob } from '../download.js';
import { forgetLastCatalog, loadLastCatalog, saveLastCatalog, type LastCatalog } from './draft-store.js';
import { DRAFT_TEXTS } from './draft-texts.js';

/**
 * The last catalogue the user paid for, kept in IndexedDB to be downloaded again for free
 * (docs/decisions/0631). The PDF is a Blob, refused where the photos are (0850): there this page
 * keeps its copy and the bar says it lasts while the page is open.
 */
export function useLastCatalog(username: string) {
  const [lastCatalogName, setLastCatalogName] = useState<string | null>(null);
  const [lastCatalogPageOnly, setLastCatalogPageOnly] = useState(false);
  /** This page's last catalogue, for a second download even where IndexedDB is refused. */
  const lastCatalog = useRef<LastCatalog | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadLastCatalog(username).then(
      // A catalogue made on this page meanwhile is the newer one.
      (stored) => !cancelled && startTransition(() => setLastCatalogName((current) => current ?? stored?.fileName ?? null)),
      // No IndexedDB: the draft bar already says so, and there is nothing to offer again.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [username]);

  /** Called once the charged catalogue has been handed to the browser. */
  const keepLastCatalog = useCallback(
    (pdf: Blob, fileName: string) => {
      const catalog = { fileName, pdf };
      lastCatalog.current = catalog;
      setLastCatalogName(fileName);
      setLastCatalogPageOnly(false);
      saveLastCatalog(username, catalog)
        .catch(() => {
          setLastCatalogPageOnly(true);
          return forgetLastCatalog(username);
        })
        // Not even a delete went through: IndexedDB is refused outright, so no older one is offered either.
        .catch(() => undefined);
    },
    [username],
  );

  /** The same bytes again, from this page or from IndexedDB: the server is not asked. */
  const downloadAgain = useCallback(async () => {
    try {
      const catalog = lastCatalog.current ?? (await loadLastCatalog(username));
      if (!catalog) throw new Error('no catalogue kept');
      downloadBlob(catalog.pdf, catalog.fileName);
    } catch {
      setLastCatalogName(null);
      toast({ title: DRAFT_TEXTS.downloadAgain, description: DRAFT_TEXTS.pdfMissing, variant: 'destructive' });
    }
  }, [username]);

  return { lastCatalogName, lastCatalogPageOnly, keepLastCatalog, downloadAgain };
}

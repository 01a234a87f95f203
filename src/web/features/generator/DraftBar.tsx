import { CircleCheck, Download, FilePlus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Spinner } from '../../ui/Spinner.js';
import { DRAFT_TEXTS } from './draft/draft-texts.js';
import type { DraftSaveState } from './draft/use-draft-persistence.js';

interface DraftBarProps {
  saveState: DraftSaveState;
  notice: string | null;
  lastCatalogName: string | null;
  /** The browser would not store the last catalogue: it can be downloaded again while the page is open. */
  lastCatalogPageOnly: boolean;
  busy: boolean;
  onNewCatalog: () => void;
  onDownloadAgain: () => void;
}

const PAGE_ONLY_NOTE_ID = 'last-catalog-page-only';

/** Where the draft stands, 'Nuovo catalogo' behind a confirmation, and the last catalogue again. */
export function DraftBar({ saveState, notice, lastCatalogName, lastCatalogPageOnly, busy, onNewCatalog, onDownloadAgain }: DraftBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 flex-1 text-sm" data-testid="draft-status" data-state={saveState}>
        {notice ? (
          <p role="status" className="flex items-start gap-2 text-danger">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        ) : saveState === 'saved' ? (
          <p className="flex items-center gap-2 text-muted">
            <CircleCheck aria-hidden="true" className="size-4 text-success" />
            {DRAFT_TEXTS.saved}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-muted">
            <Spinner className="size-4" />
            {saveState === 'loading' ? DRAFT_TEXTS.loading : DRAFT_TEXTS.saving}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {lastCatalogName && (
          <Button
            variant="outline"
            size="sm"
            onClick={onDownloadAgain}
            title={DRAFT_TEXTS.downloadAgainHint(lastCatalogName)}
            aria-describedby={lastCatalogPageOnly ? PAGE_ONLY_NOTE_ID : undefined}
          >
            <Download aria-hidden="true" className="size-4" />
            {DRAFT_TEXTS.downloadAgain}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={DRAFT_TEXTS.newCatalogTitle}
          description={DRAFT_TEXTS.newCatalogDescription}
          confirmLabel={DRAFT_TEXTS.newCatalogConfirm}
          trigger={
            <Button variant="outline" size="sm" disabled={busy}>
              <FilePlus aria-hidden="true" className="size-4" />
              {DRAFT_TEXTS.newCatalog}
            </Button>
          }
          onConfirm={() => {
            setConfirming(false);
            onNewCatalog();
          }}
        />
      </div>
      {lastCatalogName && lastCatalogPageOnly && (
        <p id={PAGE_ONLY_NOTE_ID} className="basis-full text-sm text-muted">
          {DRAFT_TEXTS.pdfPageOnly}
        </p>
      )}
    </div>
  );
}

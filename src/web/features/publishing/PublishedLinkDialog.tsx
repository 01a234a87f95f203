import { Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { PublicationSummary } from '../../../shared/schemas/published.js';
import { Button, buttonClasses } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { linkUrl } from './publishing-api.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';

/** The link just published, to copy and share (issue 36.1). */
export function PublishedLinkDialog({ publication, onClose }: { publication: PublicationSummary; onClose: () => void }) {
  const url = linkUrl(publication.path);
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={PUBLISHING_TEXTS.publishedTitle} description={`${publication.title} · ${PUBLISHING_TEXTS.version(publication.version)}`}>
      <div className="grid gap-4">
        <label htmlFor="published-link" className="text-sm font-medium text-ink">
          {PUBLISHING_TEXTS.linkLabel}
        </label>
        <input id="published-link" readOnly value={url} onFocus={(event) => event.target.select()} className="w-full rounded-lg border border-line bg-paper px-3 py-2 text-sm" />
        <div className="flex flex-wrap gap-3">
          <Button
            variant="accent"
            onClick={() => {
              void navigator.clipboard.writeText(url).then(() => setCopied(true));
            }}
          >
            <Copy aria-hidden="true" className="size-4" />
            {PUBLISHING_TEXTS.copyLink}
          </Button>
          <a href={url} target="_blank" rel="noopener" className={buttonClasses('outline')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {PUBLISHING_TEXTS.openLink}
          </a>
        </div>
        <p role="status" className="min-h-5 text-sm text-success">
          {copied ? PUBLISHING_TEXTS.copied : ''}
        </p>
      </div>
    </Dialog>
  );
}

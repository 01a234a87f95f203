import { Copy, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PRICE_DISPLAYS, type PublicationSummary } from '../../../shared/schemas/published.js';
import { Button, buttonClasses } from '../../ui/Button.js';
import { ChoiceGroup } from '../../ui/ChoiceGroup.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Field } from '../../ui/Field.js';
import { formatDateTime } from '../../ui/format-date.js';
import { AccessCodeForm } from './AccessCodeForm.js';
import { expiryDay, expiryInstant } from './expiry-date.js';
import { linkUrl } from './publishing-api.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import { useDeletePublication, useUpdatePublication } from './use-publications.js';

/** One published link and what its owner can change (issue 36.1). */
export function PublicationCard({ publication }: { publication: PublicationSummary }) {
  const update = useUpdatePublication(publication.id);
  const remove = useDeletePublication(publication.id);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const url = linkUrl(publication.path);
  const blocked = publication.status === 'blocked';
  return (
    <article aria-labelledby={headingId} className="grid gap-5 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <header className="grid gap-1">
        <h2 id={headingId} className="font-display text-2xl">
          {publication.title || publication.path}
        </h2>
        <p className="text-sm text-muted">
          {PUBLISHING_TEXTS.status[publication.status]} · {PUBLISHING_TEXTS.version(publication.version)} · {formatDateTime(publication.updatedAt)} · {PUBLISHING_TEXTS.stats(publication.views, publication.orders)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <a href={url} target="_blank" rel="noopener" className="break-all text-accent underline underline-offset-2">
            {url}
          </a>
          <Button size="sm" variant="ghost" onClick={() => void navigator.clipboard.writeText(url)}>
            <Copy aria-hidden="true" className="size-4" />
            {PUBLISHING_TEXTS.copyLink}
          </Button>
          <a href={url} target="_blank" rel="noopener" className={buttonClasses('ghost', 'sm')} aria-label={`${PUBLISHING_TEXTS.openLink} ${publication.title}`}>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      </header>
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={publication.status === 'live'} disabled={blocked || update.isPending} onChange={(event) => update.mutate({ enabled: event.target.checked })} className="size-4" />
          {PUBLISHING_TEXTS.enabled}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={publication.allowIndexing} disabled={update.isPending} onChange={(event) => update.mutate({ allowIndexing: event.target.checked })} className="size-4" />
          {PUBLISHING_TEXTS.allowIndexing}
        </label>
        <Field type="date" label={PUBLISHING_TEXTS.expiresAt} value={expiryDay(publication.expiresAt)} hint={publication.expiresAt ? undefined : PUBLISHING_TEXTS.noExpiry} disabled={update.isPending} onChange={(event) => update.mutate({ expiresAt: expiryInstant(event.target.value) })} />
        <AccessCodeForm hasAccessCode={publication.hasAccessCode} pending={update.isPending} onSave={(accessCode) => update.mutate({ accessCode })} />
        <div className="sm:col-span-2">
          <ChoiceGroup legend={PUBLISHING_TEXTS.priceDisplay} name={`prezzi-${publication.id}`} value={publication.priceDisplay} choices={PRICE_DISPLAYS.map((value) => ({ value, label: PUBLISHING_TEXTS.priceDisplays[value] }))} onChange={(priceDisplay) => update.mutate({ priceDisplay })} />
        </div>
      </div>
      <footer className="flex flex-wrap gap-3">
        <Link to={`/?nuovaVersione=${encodeURIComponent(publication.id)}`} className={buttonClasses('outline', 'sm')}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {PUBLISHING_TEXTS.newVersion}
        </Link>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={PUBLISHING_TEXTS.deleteTitle}
          description={PUBLISHING_TEXTS.deleteText(publication.title)}
          confirmLabel={PUBLISHING_TEXTS.delete}
          pending={remove.isPending}
          trigger={
            <Button size="sm" variant="ghost">
              <Trash2 aria-hidden="true" className="size-4" />
              {PUBLISHING_TEXTS.delete}
            </Button>
          }
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      </footer>
    </article>
  );
}

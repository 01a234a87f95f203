import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { pageZones } from '../../../../catalog/layout/geometry.js';
import { CAP_HEIGHTS } from '../../../../catalog/fonts/emoji-size.js';
import type { CatalogSettings } from '../../../../shared/index.js';
import { Button } from '../../../ui/Button.js';
import { Spinner } from '../../../ui/Spinner.js';
import { displayFontFamily } from '../display-font-family.js';
import type { Focus } from '../../../../catalog/layout/focal-point.js';
import { browserEmojiInk } from './emoji-ink.js';
import { pageHasEmoji } from './page-emoji.js';
import { pageHasItalic } from './page-italic.js';
import { FocusHandles } from './FocusHandles.js';
import { PreviewPage, type EmojiFit } from './PreviewPage.js';
import { previewNote } from './preview-note.js';
import type { PrintedPhoto } from './printed-photos.js';
import type { LogoImage } from './use-logo-image.js';
import type { TextProblems } from '../text-problems.js';
import type { PageDescriptions } from './use-page-descriptions.js';

interface CatalogPreviewProps {
  settings: CatalogSettings;
  /** In print order, without the photos the engine could not use. */
  photos: readonly PrintedPhoto[];
  logo: LogoImage | null;
  /** The pages as the PDF worker described them (usePageDescriptions). */
  description: PageDescriptions;
  /** The texts cut because they would need type under 6 pt, and the characters no font has. */
  problems: Pick<TextProblems, 'cutSummary' | 'unprintableSummary' | 'unprintableOnlySummary'>;
  /** Issue 26.1: a cropped photo's new focal point, dragged or keyed on the preview. */
  onFocus: (id: string, focus: Focus) => void;
}

/** The catalogue font's italic as the preview's face (decision 1105), imported as the picker's faces are (FontPicker.tsx). */
const registerItalic = (family: CatalogSettings['font']) =>
  void import('../display-italics.js').then(
    (fonts) => fonts.registerDisplayItalic(family),
    // Without it the browser slants the roman, at the line's PDF width.
    () => undefined,
  );

const PAGE_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  PageUp: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  PageDown: (index) => index + 1,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The beyond issue, point 3: every page as the PDF will print it, from the engine's own page
 * description (docs/decisions/0604), redrawn as settings, photos, captions, order and brand change,
 * and only then (memoised: not for the credits after a charge, issue 37.4).
 */
export const CatalogPreview = memo(function CatalogPreview({ settings, photos, logo, description, problems, onFocus }: CatalogPreviewProps) {
  const { pending, failed } = description;
  const pages = description.described?.pages;
  const [wanted, setWanted] = useState(0);
  const hintId = useId();
  const count = pages?.length ?? 1;
  // Fewer pages after an edit: stay on the last one.
  if (wanted > count - 1) setWanted(count - 1);
  const index = Math.min(wanted, count - 1);
  const page = pages?.[index];
  const label = `Pagina ${index + 1} di ${count}`;
  const go = (to: number) => setWanted(Math.max(0, Math.min(count - 1, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    const target = PAGE_KEYS[event.key];
    if (!target) return;
    event.preventDefault();
    go(target(index, count - 1));
  };
  const size = page?.size ?? pageZones(settings.orientation).page;
  const note = previewNote(settings, photos.length, pages);
  // As tall as the font's capitals, standing on the baseline, as the PDF draws them (0961);
  // measured only for a page that prints one.
  const ink = page && pageHasEmoji(page) ? browserEmojiInk() : undefined;
  const emoji: EmojiFit | undefined = ink && { scale: CAP_HEIGHTS[settings.font] / ink.height, rise: ink.depth };
  const italic = page !== undefined && pageHasItalic(page);
  useEffect(() => {
    if (italic) registerItalic(settings.font);
  }, [italic, settings.font]);

  return (
    <figure className="grid gap-3" aria-busy={pending} data-testid="catalog-preview-figure">
      <div
        role="group"
        aria-label={`Anteprima del catalogo, ${label.toLowerCase()}`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`relative mx-auto w-full overflow-hidden rounded-sm bg-white shadow-[0_20px_50px_-20px_rgba(28,25,23,0.35)] ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent ${
          settings.orientation === 'portrait' ? 'max-w-sm' : 'max-w-xl'
        }`}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        data-testid="catalog-preview"
        data-pages={pages?.length}
      >
        {page ? (
          <>
            <PreviewPage page={page} photos={photos} logoUrl={logo?.url} fontFamily={displayFontFamily(settings.font)} label={label} emoji={emoji} />
            <FocusHandles page={page} photos={photos} onFocus={onFocus} />
          </>
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted">
            {failed ? 'Anteprima non disponibile: il PDF si può comunque generare.' : <Spinner className="size-6 text-accent" />}
          </div>
        )}
      </div>
      <div className="flex items-center justify-center gap-3">
        <Button variant="outline" size="icon" aria-label="Pagina precedente" aria-disabled={index === 0} onClick={() => go(index - 1)} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40">
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <p className="min-w-28 text-center text-sm tabular-nums" role="status" data-testid="preview-page-label">
          {label}
        </p>
        <Button variant="outline" size="icon" aria-label="Pagina successiva" aria-disabled={index === count - 1} onClick={() => go(index + 1)} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40">
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <figcaption className="text-center text-sm text-muted">
        <span id={hintId}>
          Anteprima di ogni pagina, come nel PDF. Frecce sinistra e destra per sfogliarla.
          {settings.photoFit === 'fill' && ' Trascina una foto per scegliere cosa resta in vista.'}
        </span>
        {note && (
          <span className="mt-1 block font-medium text-ink" data-testid="preview-note">
            {note}
          </span>
        )}
        {problems.cutSummary && (
          <span className="mt-1 block font-medium text-danger" data-testid="preview-cut-texts">
            {problems.cutSummary}
          </span>
        )}
        {problems.unprintableOnlySummary && (
          <span className="mt-1 block font-medium text-danger" data-testid="preview-unprintable-only">
            {problems.unprintableOnlySummary}
          </span>
        )}
        {problems.unprintableSummary && (
          <span className="mt-1 block font-medium text-amber-800" data-testid="preview-unprintable">
            {problems.unprintableSummary}
          </span>
        )}
      </figcaption>
    </figure>
  );
});

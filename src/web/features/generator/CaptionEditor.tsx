import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { alternativeText, captionTexts } from '../../../catalog/texts/caption-texts.js';
import { LIMITS, withinMarkLimit, type Currency, type LanguageCode, type PhotoCaption } from '../../../shared/index.js';
import { Field } from '../../ui/Field.js';
import { oneLine, printableText } from '../../../shared/printable-text.js';
import { DRAFT_TEXTS } from './draft/draft-texts.js';
import { captionFromFields, formatPriceInput, parsePriceInput } from './draft/price-input.js';
import type { FieldProblem } from './text-problems.js';

interface CaptionEditorProps {
  /** The photo's file name, to tell the cards' disclosures apart for screen readers. */
  name: string;
  caption: PhotoCaption | undefined;
  /** The catalogue's language: the folded card shows the caption as the PDF prints it. */
  language: LanguageCode;
  currency: Currency;
  /** The photo's place in the catalogue: 'Foto N' is its alternative text when nothing else is. */
  position: number;
  /** What would not print as typed (issue 11.2, 11.5): shown folded or not. */
  problem?: FieldProblem;
  onChange: (caption: PhotoCaption | undefined) => void;
}

/** What a field keeps of what is typed or pasted: no controls or bidi overrides (issue 38.5), no tower of marks (27.9). */
const typed = (value: string) => withinMarkLimit(oneLine(printableText(value)));

function fieldsOf(caption: PhotoCaption | undefined) {
  return { name: caption?.name ?? '', sku: caption?.sku ?? '', price: formatPriceInput(caption?.price), alt: caption?.alt ?? '' };
}

/**
 * What a product file gave that the editor does not show (colours, sizes, retail price, style,
 * composition…) stays; 'from' stays with the price it came with, not with a price typed anew.
 */
function withOtherFields(current: PhotoCaption | undefined, edited: PhotoCaption | undefined): PhotoCaption | undefined {
  const { name: _name, sku: _sku, price: _price, alt: _alt, priceFrom, ...others } = current ?? {};
  const keepsFrom = priceFrom === true && edited?.price === current?.price;
  const merged = { ...others, ...edited, ...(keepsFrom && { priceFrom }) };
  return Object.keys(merged).length === 0 ? undefined : merged;
}

/**
 * A photo's caption on its card (beyond issue), folded away until asked for: name, code, price and
 * the photo's alternative text for the tagged PDF (issue 12.3).
 * Every valid keystroke reaches the draft; a price that does not read as euro keeps the last good
 * one and says why when the field is left (docs/decisions/0630).
 */
export function CaptionEditor({ name, caption, language, currency, position, problem, onChange }: CaptionEditorProps) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(() => fieldsOf(caption));
  // A caption changed elsewhere (a product sheet, its undo) replaces what the fields hold.
  const [shown, setShown] = useState(caption);
  if (caption !== shown) {
    setShown(caption);
    const price = parsePriceInput(fields.price);
    if (JSON.stringify(withOtherFields(caption, captionFromFields(fields, price.ok ? price.price : undefined))) !== JSON.stringify(caption)) setFields(fieldsOf(caption));
  }
  const [priceError, setPriceError] = useState<string | undefined>();
  const regionId = useId();
  const summary = captionTexts(caption, { language, currency });

  const update = (patch: Partial<typeof fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    const price = parsePriceInput(next.price);
    if (price.ok) setPriceError(undefined);
    onChange(withOtherFields(caption, captionFromFields(next, price.ok ? price.price : caption?.price)));
  };

  // 'In evidenza' and 'Pagina intera' (issue 35.5) are the photo's, kept with its caption; unticked, the key goes.
  const setMark = (mark: 'hero' | 'fullPage', on: boolean) => {
    const { [mark]: _mark, ...rest } = caption ?? {};
    const next = on ? { ...rest, [mark]: true } : rest;
    onChange(Object.keys(next).length === 0 ? undefined : next);
  };

  // Leaving the field shows its error, or writes a good price back the one Italian way ('12,50').
  const checkPrice = () => {
    const price = parsePriceInput(fields.price);
    setPriceError(price.ok ? undefined : price.error);
    if (price.ok) setFields({ ...fields, price: formatPriceInput(price.price) });
  };

  return (
    <div className="border-t border-line pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-left text-xs font-medium text-accent hover:text-ink"
      >
        <span>
          {caption ? DRAFT_TEXTS.editCaption : DRAFT_TEXTS.addCaption}
          <span className="sr-only"> di {name}</span>
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {!open && caption && (
        <p className="truncate text-xs text-muted" data-testid="caption-summary">
          {[summary.name, summary.details, summary.variants, caption.hero && DRAFT_TEXTS.hero, caption.fullPage && DRAFT_TEXTS.fullPage].filter(Boolean).join(' · ')}
        </p>
      )}
      <div role="status" aria-live="polite" className="contents">
        {problem && (
          <p className={`mt-1 text-xs font-medium ${problem.blocking ? 'text-danger' : 'text-amber-800'}`} data-testid="caption-problem">
            {problem.message}
          </p>
        )}
      </div>
      {/* The fields are made when the card opens: 100 cards' hidden forms were most of the DOM a drop built (issue 37.4). */}
      <div id={regionId} hidden={!open} className="mt-2 grid gap-2">
        {open && (
          <>
            <Field label={DRAFT_TEXTS.captionName} value={fields.name} maxLength={LIMITS.captionNameMax} onChange={(event) => update({ name: typed(event.target.value) })} />
            <Field label={DRAFT_TEXTS.captionSku} value={fields.sku} maxLength={LIMITS.captionSkuMax} onChange={(event) => update({ sku: typed(event.target.value) })} />
            <Field
              label={DRAFT_TEXTS.captionPrice}
              value={fields.price}
              inputMode="decimal"
              autoComplete="off"
              placeholder="12,50"
              error={priceError}
              onChange={(event) => update({ price: event.target.value })}
              onBlur={checkPrice}
            />
            <Field
              label={DRAFT_TEXTS.captionAlt}
              value={fields.alt}
              maxLength={LIMITS.captionAltMax}
              hint={DRAFT_TEXTS.captionAltHint(alternativeText({ name: fields.name }, position))}
              onChange={(event) => update({ alt: typed(event.target.value) })}
            />
            <MarkBox label={DRAFT_TEXTS.hero} hint={DRAFT_TEXTS.heroHint} id={`${regionId}-hero`} checked={caption?.hero === true} onChange={(on) => setMark('hero', on)} />
            <MarkBox label={DRAFT_TEXTS.fullPage} hint={DRAFT_TEXTS.fullPageHint} id={`${regionId}-full-page`} checked={caption?.fullPage === true} onChange={(on) => setMark('fullPage', on)} />
          </>
        )}
      </div>
    </div>
  );
}

/** A photo's mark (issue 35.5): a checkbox with its hint. */
function MarkBox({ label, hint, id, checked, onChange }: { label: string; hint: string; id: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-1" checked={checked} aria-describedby={id} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        <span id={id} className="block text-xs text-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

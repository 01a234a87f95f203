import { useMemo } from 'react';
import type { CatalogDraft, DraftAction } from '../draft/catalog-draft.js';
import { AccentColourField } from './AccentColourField.js';
import { LogoField } from './LogoField.js';
import type { PrintedPhoto } from './printed-photos.js';
import { QualityPicker } from './QualityPicker.js';
import { estimateCatalogBytes, sizeEstimateText } from './size-estimate.js';
import type { LogoImage } from './use-logo-image.js';

interface LookSettingsProps {
  draft: CatalogDraft;
  dispatch: (action: DraftAction) => void;
  /** The photos the PDF will print, for the size estimate. */
  photos: readonly PrintedPhoto[];
  logo: LogoImage | null;
}

/** The beyond issue, points 5 and 6: the PDF's quality with its expected size, the logo and the accent colour. */
export function LookSettings({ draft, dispatch, photos, logo }: LookSettingsProps) {
  // Laid out anew only when what it reads changes: the page renders again for the credits after a
  // charge, or a caption typed, and a layout of 100 photos is milliseconds of the main thread.
  const { settings, quality } = draft;
  const bytes = useMemo(() => estimateCatalogBytes({ settings, quality, photos, logo }), [settings, quality, photos, logo]);
  return (
    <div className="mt-8 grid gap-8 border-t border-line pt-8 md:grid-cols-3">
      <QualityPicker quality={draft.quality} onChange={(quality) => dispatch({ type: 'setQuality', quality })} estimate={sizeEstimateText(photos.length, bytes)} />
      <LogoField file={draft.brand.logo} logo={logo} onChange={(file) => dispatch({ type: 'patchBrand', patch: { logo: file } })} />
      <AccentColourField accent={draft.brand.accent} onChange={(accent) => dispatch({ type: 'patchBrand', patch: { accent } })} />
    </div>
  );
}

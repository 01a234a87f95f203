import { QUALITY_NAMES, QUALITY_PRESETS, type CatalogQuality } from '../../../../shared/index.js';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.js';

const QUALITY_HINTS: Record<CatalogQuality, string> = {
  stampa: '(300 ppi)',
  tipografia: '(300 ppi, JPEG 90 e colore a piena risoluzione, per la tipografia)',
  web: '(150 ppi, file più leggero)',
};

interface QualityPickerProps {
  quality: CatalogQuality;
  onChange: (quality: CatalogQuality) => void;
  /** The size estimate's line (size-estimate.ts). */
  estimate: string;
}

/** The beyond issue, point 5, and issue 25.6: 'Stampa', 'Tipografia' or 'Web', with the PDF's expected size before generating. */
export function QualityPicker({ quality, onChange, estimate }: QualityPickerProps) {
  return (
    <div className="grid content-start gap-2">
      <ChoiceGroup
        legend="Qualità del PDF"
        name="quality"
        value={quality}
        choices={QUALITY_NAMES.map((value) => ({ value, label: QUALITY_PRESETS[value].label, hint: QUALITY_HINTS[value] }))}
        onChange={onChange}
      />
      <p className="text-sm text-muted" role="status" data-testid="size-estimate">
        {estimate}
      </p>
    </div>
  );
}

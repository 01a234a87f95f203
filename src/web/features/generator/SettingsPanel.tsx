import {
  CURRENCIES,
  CURRENCY_LABELS,
  FRAME_RATIOS,
  FRAME_RATIO_LABELS,
  IMAGES_PER_PAGE,
  LANGUAGES,
  LIMITS,
  LOOKS,
  LOOK_LABELS,
  ORIENTATION_LABELS,
  PHOTO_FITS,
  PHOTO_FIT_LABELS,
  languageInfo,
  needsTranslation,
  orientationFor,
  type CatalogSettings,
  type Currency,
  type FrameRatio,
  type ImagesPerPage,
  type LanguageCode,
  type LookName,
  type Orientation,
  type PhotoFit,
} from '../../../shared/index.js';
import { ChoiceGroup } from '../../ui/ChoiceGroup.js';
import { inputClasses } from '../../ui/Field.js';
import { TextField } from '../../ui/TextField.js';
import { FontPicker } from './FontPicker.js';
import { LineSheetPanel } from './LineSheetPanel.js';
import type { TextProblems } from './text-problems.js';

const GRID_HINTS: Record<ImagesPerPage, string> = { 4: '(2×2)', 6: '(2×3 o 3×2)', 9: '(3×3)' };
const LOOK_HINTS: Record<LookName, string> = {
  classic: 'foto incorniciate, intestazione centrata',
  minimal: 'margini ampi, niente linee',
  editorial: 'titolo grande, una foto più grande a pagine alterne',
  gallery: 'prima le foto, vicine ai bordi',
};
const PHOTO_FIT_HINTS: Record<PhotoFit, string> = { fit: 'ogni foto intera', fill: 'celle uguali, foto ritagliate' };
const FRAME_RATIO_HINTS: Partial<Record<FrameRatio, string>> = { auto: 'come le foto', '2:3': 'moda, figura intera', '1:1': 'quadrato', '3:2': 'orizzontale' };

interface SettingsPanelProps {
  settings: CatalogSettings;
  onChange: (patch: Partial<CatalogSettings>) => void;
  translationFailed: boolean;
  /** What an empty footer prints (the account's contact line): shown as the field's placeholder. */
  footerByDefault: string;
  /** What would not print as typed, beside its field (issue 11.2, 11.5). */
  problems: TextProblems['fields'];
}

function introductionNote(settings: CatalogSettings, translationFailed: boolean): string | undefined {
  if (!needsTranslation(settings.language) || !settings.introduction.trim()) return undefined;
  if (translationFailed) return 'Traduzione non disponibile: nel PDF resterà il testo originale.';
  return `Nel PDF l'introduzione sarà tradotta in ${languageInfo(settings.language).displayName}.`;
}

/** Spec 2 section 1 and spec 5: the catalogue settings form. */
export function SettingsPanel({ settings, onChange, translationFailed, problems, footerByDefault }: SettingsPanelProps) {
  // A line sheet has no photos per page: either orientation, and the 4/6/9 choice rests (0840).
  const lineSheet = settings.layout === 'line-sheet';
  const orientationChoices = (['portrait', 'landscape'] as const).map((value: Orientation) => ({
    value,
    label: ORIENTATION_LABELS[value],
    hint: value === 'portrait' ? 'A4' : 'A4 panoramico',
    // Spec 4: 4 per page is portrait only, 9 landscape only.
    disabled: !lineSheet && orientationFor(settings.imagesPerPage, value) !== value,
  }));
  return (
    <div className="grid gap-8">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Titolo" value={settings.title} maxLength={LIMITS.titleMax} onChange={(title) => onChange({ title })} placeholder="Collezione Primavera Estate" problem={problems.title} />
        <TextField label="Sottotitolo" value={settings.subtitle} maxLength={LIMITS.subtitleMax} onChange={(subtitle) => onChange({ subtitle })} placeholder="Nuova stagione, stile senza tempo" problem={problems.subtitle} />
        <div className="md:col-span-2">
          <TextField
            label="Introduzione"
            multiline
            value={settings.introduction}
            maxLength={LIMITS.introductionMax}
            onChange={(introduction) => onChange({ introduction })}
            placeholder="Racconta la collezione ai tuoi clienti."
            note={introductionNote(settings, translationFailed)}
            problem={problems.introduction}
          />
        </div>
        <div className="md:col-span-2">
          <TextField label="Piè di pagina" value={settings.footer} maxLength={LIMITS.footerMax} onChange={(footer) => onChange({ footer })} placeholder={footerByDefault} problem={problems.footer} />
        </div>
      </div>
      <ChoiceGroup
        legend="Stile delle pagine"
        name="look"
        value={settings.look}
        choices={LOOKS.map((value) => ({ value, label: LOOK_LABELS[value], hint: LOOK_HINTS[value] }))}
        onChange={(look) => onChange({ look })}
      />
      {settings.look === 'gallery' && !lineSheet && (
        <label className="-mt-2 flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={settings.onePerPage} aria-describedby="one-per-page-hint" onChange={(event) => onChange({ onePerPage: event.target.checked })} />
          <span>
            Una foto per pagina, al vivo
            <span id="one-per-page-hint" className="block text-xs text-muted">
              Ogni foto occupa una pagina intera, fino ai bordi, con la didascalia su un riquadro.
            </span>
          </span>
        </label>
      )}
      <FontPicker value={settings.font} onChange={(font) => onChange({ font })} />
      <ChoiceGroup
        legend="Tipo di catalogo"
        name="layout"
        value={settings.layout}
        choices={[
          { value: 'grid', label: 'Griglia di foto' },
          { value: 'line-sheet', label: 'Line sheet (tabella dei prodotti)' },
        ]}
        onChange={(layout) => onChange({ layout, orientation: layout === 'grid' ? orientationFor(settings.imagesPerPage, settings.orientation) : settings.orientation })}
      />
      {lineSheet && <LineSheetPanel options={settings.lineSheet} onChange={(options) => onChange({ lineSheet: options })} />}
      <div className="grid gap-6 md:grid-cols-3">
        <div className="grid content-start gap-1.5">
          <label htmlFor="catalog-language" className="text-sm font-medium">
            Lingua
          </label>
          <select
            id="catalog-language"
            value={settings.language}
            onChange={(event) => onChange({ language: event.target.value as LanguageCode })}
            className={inputClasses}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.displayName}
              </option>
            ))}
          </select>
          <label htmlFor="catalog-currency" className="mt-3 text-sm font-medium">
            Valuta dei prezzi
          </label>
          <select id="catalog-currency" value={settings.currency} onChange={(event) => onChange({ currency: event.target.value as Currency })} className={inputClasses}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {CURRENCY_LABELS[currency]}
              </option>
            ))}
          </select>
        </div>
        <ChoiceGroup legend="Orientamento" name="orientation" value={settings.orientation} choices={orientationChoices} onChange={(orientation) => onChange({ orientation })} />
        <ChoiceGroup
          legend="Immagini per pagina"
          name="images-per-page"
          value={settings.imagesPerPage}
          choices={IMAGES_PER_PAGE.map((value) => ({ value, label: String(value), hint: GRID_HINTS[value], disabled: lineSheet }))}
          onChange={(imagesPerPage) => onChange({ imagesPerPage, orientation: orientationFor(imagesPerPage, settings.orientation) })}
        />
      </div>
      {!lineSheet && (
        <ChoiceGroup
          legend="Foto nelle celle"
          name="photo-fit"
          value={settings.photoFit}
          choices={PHOTO_FITS.map((value) => ({ value, label: PHOTO_FIT_LABELS[value], hint: PHOTO_FIT_HINTS[value] }))}
          onChange={(photoFit) => onChange({ photoFit })}
        />
      )}
      {!lineSheet && settings.photoFit === 'fill' && (
        <ChoiceGroup
          legend="Formato delle foto"
          name="frame-ratio"
          value={settings.frameRatio}
          choices={FRAME_RATIOS.map((value) => ({ value, label: FRAME_RATIO_LABELS[value], ...(FRAME_RATIO_HINTS[value] && { hint: FRAME_RATIO_HINTS[value] }) }))}
          onChange={(frameRatio) => onChange({ frameRatio })}
        />
      )}
    </div>
  );
}

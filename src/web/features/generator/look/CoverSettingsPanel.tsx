import { BACK_COVER_CONTACT_MAX } from '../../../../shared/catalog-defaults.js';
import type { BackCoverContacts, CoverSettings, PublicUser } from '../../../../shared/index.js';
import { ChoiceGroup } from '../../../ui/ChoiceGroup.js';
import { inputClasses } from '../../../ui/Field.js';
import { TextField } from '../../../ui/TextField.js';
import type { PrepareTarget } from '../../../../catalog/types.js';
import { CoverResolution } from './CoverResolution.js';
import { coverPhotoId } from './cover-requests.js';
import type { PrintedPhoto } from './printed-photos.js';

interface CoverSettingsPanelProps {
  covers: CoverSettings;
  /** The photos the cover can show, in print order. */
  photos: readonly Pick<PrintedPhoto, 'id' | 'name' | 'size'>[];
  /** What the cover's photo is prepared for with the current style, logo and texts (coverTargetFor). */
  target: PrepareTarget;
  /** Where it prints, once the preview has described the cover page (printedCoverBox). */
  printed?: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>;
  user: PublicUser;
  onChange: (covers: CoverSettings) => void;
}

/** Each field's limit is its datum's, the one the schema checks (BACK_COVER_CONTACT_MAX), so a prefilled account value always fits. */
const CONTACT_FIELDS: { key: keyof BackCoverContacts; label: string; placeholder: string }[] = [
  { key: 'company', label: 'Azienda', placeholder: 'Atelier Rossi' },
  { key: 'address', label: 'Indirizzo', placeholder: 'Via Montenapoleone 8, 20121 Milano' },
  { key: 'phone', label: 'Telefono', placeholder: '+39 02 1234567' },
  { key: 'email', label: 'Email', placeholder: 'info@esempio.it' },
  { key: 'website', label: 'Sito web', placeholder: 'www.esempio.it' },
];

/** What the account already knows fills the back cover the first time it is asked for. */
function contactsFromAccount(user: PublicUser, contacts: BackCoverContacts): BackCoverContacts {
  const empty = Object.values(contacts).every((value) => value.trim() === '');
  return empty ? { ...contacts, company: user.nomeAzienda, phone: user.telefono, email: user.email } : contacts;
}

/** Issue 15.1: an optional cover with one of the photos and a back cover with the contacts; no extra credit. */
export function CoverSettingsPanel({ covers, photos, target, printed, user, onChange }: CoverSettingsPanelProps) {
  const { cover, backCover } = covers;
  const chosen = coverPhotoId(covers, photos.map((photo) => photo.id)) ?? '';
  return (
    <div className="mt-8 grid gap-8 border-t border-line pt-8 md:grid-cols-2" data-testid="cover-settings">
      <fieldset className="grid content-start gap-4">
        <legend className="text-sm font-medium">Copertina</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={cover.enabled}
            aria-describedby="cover-hint"
            onChange={(event) => onChange({ ...covers, cover: { ...cover, enabled: event.target.checked } })}
          />
          Aggiungi la copertina
        </label>
        <p id="cover-hint" className="-mt-2 text-xs text-muted">
          Una foto del catalogo, il titolo, il sottotitolo e il logo. Senza costi aggiuntivi.
        </p>
        {cover.enabled && (
          <>
            <div className="grid gap-1.5">
              <label htmlFor="cover-photo" className="text-sm font-medium">
                Foto di copertina
              </label>
              <select id="cover-photo" className={inputClasses} value={chosen} disabled={photos.length === 0} onChange={(event) => onChange({ ...covers, cover: { ...cover, photoId: event.target.value } })}>
                {photos.length === 0 && <option value="">Carica prima le foto</option>}
                {photos.map((photo) => (
                  <option key={photo.id} value={photo.id}>
                    {photo.name}
                  </option>
                ))}
              </select>
            </div>
            <CoverResolution size={photos.find((photo) => photo.id === chosen)?.size} target={target} printed={printed} />
            <ChoiceGroup
              legend="Impaginazione della copertina"
              name="cover-style"
              value={cover.style}
              choices={[
                { value: 'frame', label: 'Grande riquadro' },
                { value: 'full', label: 'Tutta la pagina' },
              ]}
              onChange={(style) => onChange({ ...covers, cover: { ...cover, style } })}
            />
          </>
        )}
      </fieldset>
      <fieldset className="grid content-start gap-4">
        <legend className="text-sm font-medium">Retro</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={backCover.enabled}
            aria-describedby="back-cover-hint"
            onChange={(event) => onChange({ ...covers, backCover: { enabled: event.target.checked, contacts: contactsFromAccount(user, backCover.contacts) } })}
          />
          Aggiungi il retro
        </label>
        <p id="back-cover-hint" className="-mt-2 text-xs text-muted">
          I contatti dell'azienda e il testo in fondo alle pagine. Senza costi aggiuntivi.
        </p>
        {backCover.enabled &&
          CONTACT_FIELDS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              label={label}
              value={backCover.contacts[key]}
              maxLength={BACK_COVER_CONTACT_MAX[key]}
              placeholder={placeholder}
              onChange={(value) => onChange({ ...covers, backCover: { ...backCover, contacts: { ...backCover.contacts, [key]: value } } })}
            />
          ))}
      </fieldset>
    </div>
  );
}

import { gridCells, pageCount, pageZones, photoBox, type Rect, type Size } from '../../../catalog/layout/geometry.js';
import type { CatalogTexts } from '../../../catalog/types.js';
import type { CatalogSettings } from '../../../shared/index.js';
import { displayFontFamily } from './display-fonts.js';

interface PreviewPhoto {
  id: string;
  name: string;
  thumbnailUrl?: string;
}

interface CatalogPreviewProps {
  settings: CatalogSettings;
  texts: CatalogTexts;
  photos: PreviewPhoto[];
}

/** A rectangle of the page as CSS percentages, so the preview scales with its box. */
function placed(rect: Rect, page: Size) {
  return {
    left: `${(rect.x / page.width) * 100}%`,
    top: `${(rect.y / page.height) * 100}%`,
    width: `${(rect.width / page.width) * 100}%`,
    height: `${(rect.height / page.height) * 100}%`,
  };
}

function extraNote(total: number, perPage: number): string | null {
  const extra = total - perPage;
  if (extra <= 0) return null;
  const pages = pageCount(total, perPage) - 1;
  const images = extra === 1 ? "Un'altra immagine" : `Altre ${extra} immagini`;
  return `${images} ${extra === 1 ? 'sarà stampata' : 'saranno stampate'} su ${pages === 1 ? '1 pagina aggiuntiva' : `${pages} pagine aggiuntive`}.`;
}

/**
 * Spec 2: the first page, drawn with the engine's own geometry (spec 9 zones and grid) and the
 * texts the PDF will hold, showing the first imagesPerPage photos.
 */
export function CatalogPreview({ settings, texts, photos }: CatalogPreviewProps) {
  const zones = pageZones(settings.orientation);
  const cells = gridCells(settings.orientation, settings.imagesPerPage);
  const shown = photos.slice(0, settings.imagesPerPage);
  const note = extraNote(photos.length, settings.imagesPerPage);
  const fontFamily = displayFontFamily(settings.font);
  const totalPages = pageCount(Math.max(photos.length, 1), settings.imagesPerPage);
  return (
    <figure className="grid gap-3">
      <div
        className={`@container relative mx-auto w-full overflow-hidden rounded-sm bg-white shadow-[0_20px_50px_-20px_rgba(28,25,23,0.35)] ring-1 ring-line ${
          settings.orientation === 'portrait' ? 'max-w-sm' : 'max-w-xl'
        }`}
        style={{ aspectRatio: `${zones.page.width} / ${zones.page.height}`, fontFamily }}
        data-testid="catalog-preview"
      >
        <div className="absolute flex flex-col items-center justify-center overflow-hidden text-center" style={placed(zones.header, zones.page)}>
          <p className="leading-tight text-ink" style={{ fontSize: '5.2cqw' }} data-testid="preview-title">
            {texts.title}
          </p>
          <p className="mt-[0.6cqw] text-muted" style={{ fontSize: '2.6cqw' }}>
            {texts.subtitle}
          </p>
          <p className="mt-[0.8cqw] line-clamp-3 px-[4cqw] text-stone-600" style={{ fontSize: '1.8cqw' }} data-testid="preview-introduction">
            {texts.introduction}
          </p>
        </div>
        {shown.map((photo, index) => {
          const cell = cells[index];
          if (!cell) return null;
          return (
            <div key={photo.id} className="absolute flex items-center justify-center" style={placed(photoBox(cell), zones.page)}>
              {photo.thumbnailUrl && <img src={photo.thumbnailUrl} alt="" className="max-h-full max-w-full object-contain" />}
            </div>
          );
        })}
        <div className="absolute flex items-center justify-center border-t border-line text-center text-muted" style={{ ...placed(zones.footer, zones.page), fontSize: '1.8cqw' }}>
          {texts.footer}
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted">
        Anteprima della prima pagina · {totalPages} {totalPages === 1 ? 'pagina' : 'pagine'} in totale
        {note && (
          <span className="mt-1 block font-medium text-ink" data-testid="preview-note">
            {note}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

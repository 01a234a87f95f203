import { pageCount } from '../../../../catalog/layout/geometry.js';
import type { CatalogSettings } from '../../../../shared/index.js';

/** Spec 2: the note about the photos and pages beyond the first page, for a grid of photos. */
function gridNote(total: number, perPage: number): string | null {
  const extra = total - perPage;
  if (extra <= 0) return null;
  const pages = pageCount(total, perPage) - 1;
  const images = extra === 1 ? "Un'altra immagine" : `Altre ${extra} immagini`;
  return `${images} ${extra === 1 ? 'sarà stampata' : 'saranno stampate'} su ${pages === 1 ? '1 pagina aggiuntiva' : `${pages} pagine aggiuntive`}.`;
}

/** A line sheet's rows follow no count of photos per page: its note counts the pages described. */
function lineSheetNote(pages: number | undefined): string | null {
  if (pages === undefined || pages < 2) return null;
  return pages === 2 ? 'Il line sheet continua su 1 altra pagina.' : `Il line sheet continua su altre ${pages - 1} pagine.`;
}

/** The note under the preview; `pages`: how many the worker described, once it has. */
export function previewNote(settings: Pick<CatalogSettings, 'layout' | 'imagesPerPage'>, photos: number, pages: number | undefined): string | null {
  return settings.layout === 'line-sheet' ? lineSheetNote(pages) : gridNote(photos, settings.imagesPerPage);
}

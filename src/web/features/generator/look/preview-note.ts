import type { PageDescription } from '../../../../catalog/describe/page-description.js';
import { pageCount } from '../../../../catalog/layout/geometry.js';
import type { CatalogSettings } from '../../../../shared/index.js';

type DescribedPages = readonly Pick<PageDescription, 'number' | 'photos'>[];

function extraNote(extra: number, pages: number): string | null {
  if (extra <= 0) return null;
  const images = extra === 1 ? "Un'altra immagine" : `Altre ${extra} immagini`;
  return `${images} ${extra === 1 ? 'sarà stampata' : 'saranno stampate'} su ${pages === 1 ? '1 pagina aggiuntiva' : `${pages} pagine aggiuntive`}.`;
}

/**
 * Spec 2: the note about the photos and pages beyond the first page, for a grid of photos. Once the
 * pages are described it counts what they hold: the last pages share their photos (decision 1051)
 * and a photo may have a page of its own, so the first page does not always hold 'per page' photos.
 * The covers (numbered 0 and after the last page) are not the catalogue's pages of photos.
 */
function gridNote(total: number, perPage: number, described: DescribedPages | undefined): string | null {
  if (!described) return extraNote(total - perPage, pageCount(total, perPage) - 1);
  const body = described.filter((page) => page.number >= 1 && page.photos.length > 0);
  return extraNote(body.slice(1).reduce((sum, page) => sum + page.photos.length, 0), body.length - 1);
}

/** A line sheet's rows follow no count of photos per page: its note counts the pages described. */
function lineSheetNote(pages: number | undefined): string | null {
  if (pages === undefined || pages < 2) return null;
  return pages === 2 ? 'Il line sheet continua su 1 altra pagina.' : `Il line sheet continua su altre ${pages - 1} pagine.`;
}

/** The note under the preview; `described`: the pages the worker described, once it has. */
export function previewNote(settings: Pick<CatalogSettings, 'layout' | 'imagesPerPage'>, photos: number, described: DescribedPages | undefined): string | null {
  return settings.layout === 'line-sheet' ? lineSheetNote(described?.length) : gridNote(photos, settings.imagesPerPage, described);
}

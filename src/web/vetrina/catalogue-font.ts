/**
 * The catalogue's font on the page (issue 36.2): only the one family it shows, from the same TTF
 * the PDF embeds, added once the page has painted in the fallback face (display: swap). Loaded by
 * the entry, not by a component: the server renders the components too (decision 1042).
 */
import type { FontFamily } from '../../shared/index.js';
import { displayFontUrl } from '../features/generator/display-fonts.js';

export function loadCatalogueFont(family: FontFamily): void {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace(`Vetrina ${family}`, `url(${displayFontUrl(family)}) format("truetype")`, { display: 'swap' });
  document.fonts.add(face);
  face.load().catch(() => undefined);
}

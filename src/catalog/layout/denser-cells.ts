/**
 * The 6-per-page grid a page of 4 per page is laid on where the catalogue's two columns leave no
 * room beside a block: Editoriale's page of a larger photo (decision 1093), and a page of wide
 * photos (decision 1098), where two 3:2 photos took a row each, the two 4:5 photos before them a
 * half-empty page of their own (the seventh review, finding 3).
 */
import type { CellGrid } from './balanced-cells.js';
import { documentGrid, type CatalogueGridSettings, type DocumentGrid } from './document-grid.js';
import { MIN_KEPT_SHARE } from './frame-shape.js';

/** How many photos the denser grid holds. */
const DENSER_PER_PAGE = 6;

/** A block the grid's rows may grow no taller than: a photo of `ratio` across `columns` by `rows` places keeps MIN_KEPT_SHARE of its width. */
export interface KeptBlock {
  columns: number;
  rows: number;
  ratio: number;
}

/** Where a grid's last row's photo areas end. */
function photosFoot({ origin, rows, rowPitch, size }: CellGrid, share: number): number {
  return origin.y + (rows - 1) * rowPitch + (size.height * (1 + share)) / 2;
}

/**
 * The 6-per-page grid of the catalogue's frame shape, its rows grown down towards the catalogue
 * grid's foot from the same top line, as 'Automatico' frames grow into the white a width-bound grid
 * leaves (decision 1073): in 4 per page's frame shape they ended 26 mm above it. No taller than
 * each of `blocks` keeps its photo's width. Undefined at 6 per page and more.
 */
export function denserCells(settings: CatalogueGridSettings, grid: DocumentGrid, share: number, blocks: readonly KeptBlock[]): CellGrid | undefined {
  if (settings.perPage >= DENSER_PER_PAGE) return undefined;
  const denser = documentGrid({ ...settings, perPage: DENSER_PER_PAGE }).following;
  const wanted = (photosFoot(grid.following, share) - photosFoot(denser, share)) / (denser.rows - 1 + share);
  const tallest = ({ columns, rows, ratio }: KeptBlock) => {
    const width = denser.pitch * (columns - 1) + denser.size.width * share;
    const height = denser.rowPitch * (rows - 1) + denser.size.height * share;
    return (width / (ratio * MIN_KEPT_SHARE) - height) / (rows - 1 + share);
  };
  const grow = Math.min(wanted, ...blocks.map(tallest));
  if (!(grow > 0)) return denser;
  return { ...denser, size: { ...denser.size, height: denser.size.height + grow }, rowPitch: denser.rowPitch + grow, origin: { ...denser.origin, y: denser.origin.y - (grow * (1 - share)) / 2 } };
}

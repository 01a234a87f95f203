/**
 * The pages the photos print on (decisions 1025, 1044, 1051, 1054, 1057): a page of its own
 * ('full'), or a grid page, the opening one first since it carries the title, one row fewer under
 * it so that its frames are the other grid pages'. The user's order is kept but for a
 * marked photo, which waits for the page in progress to fill, moving past at most the rest of one
 * page: a page half white before a full page reads as a gap, a photo printed a few places on does
 * not. What a designer would not sign at the end, a page left with a photo or two alone, is avoided
 * by sharing photos with the page before.
 */
import type { PageKind } from './geometry.js';
import { rowLengths } from './row-lengths.js';

/** How a photo stands out (issue 35.5): a page of its own wins over a double cell. */
export type PhotoMark = 'full' | 'hero' | undefined;

export const markOf = (photo: { fullPage?: boolean | undefined; hero?: boolean | undefined }): PhotoMark => (photo.fullPage ? 'full' : photo.hero ? 'hero' : undefined);

export interface PlannedPage {
  kind: 'full' | PageKind;
  /** The photos' indices in the catalogue order, in the page's reading order. */
  indices: number[];
  /** The page opens with a hero in its first cells. */
  heroPage: boolean;
}

/** The grid pages the plan fills. */
export interface PageGrid {
  /** The most photos a grid page holds: the user's 'foto per pagina'. */
  perPage: number;
  /**
   * The most the opening page holds when pages follow it: one row fewer of the catalogue's grid
   * under its header, so that its frames are the following pages' (decision 1057). A catalogue
   * whose grid photos all fit on one page prints them there, `perPage` of them.
   */
  opening: number;
  /** How many photos a hero's page holds, the hero included, on an opening and on a following page. */
  heroCapacity: Record<PageKind, number>;
  /**
   * How many a hero's page has places for, when more than `heroCapacity` (nine per page in
   * landscape: ten places, the hero's block four of them): a light last page after full pages
   * joins a hero's page before them up to here, rather than print a photo or two alone.
   */
  heroRoom?: Record<PageKind, number>;
  /**
   * The opening page holds too few rows of the catalogue's grid for a hero's block (one row under
   * its header): a hero met there waits for the next page, where its block and the photos beside
   * it print in the grid's frames, unless no plain photo follows it to open the catalogue.
   */
  heroWaitsOnOpening: boolean;
  /** How many photos a row holds on an opening and on a following page: a page fills its rows from the top. */
  columns: Record<PageKind, number>;
}

/** The photos standing alone in their rows, and the rows shorter than the grid, of `count` photos on a page `columns` wide. */
function rowCost(count: number, columns: number): { lone: number; short: number } {
  const rows = rowLengths(count, columns);
  return { lone: columns > 1 ? rows.filter((length) => length === 1).length : 0, short: rows.filter((length) => length < columns).length };
}

/**
 * Two plain grid pages in a row, the second light: their photos, in order, shared so that neither is
 * light, no photo stands alone in a row where a split avoids it, then with the fewest rows shorter
 * than the grid, and as evenly as that allows, the page before taking the odd photo: 13 at 6 per
 * page print 6 + 4 + 3 (the 4 as two pairs, `rowLengths`), not 6 + 6 + 1; at 9 per page in rows of
 * five, 8 + 5 (a row of three and two full rows), not 7 + 6 (three short rows).
 * The pages before them stay full, so a photo keeps its page whatever is added at the end, but for
 * the last two (decision 0960).
 */
function share(before: PlannedPage, last: PlannedPage, capacity: (page: PlannedPage) => number, columns: (page: PlannedPage) => number): void {
  const indices = [...before.indices, ...last.indices];
  const total = indices.length;
  let best = -1;
  let bestCost = { lone: Infinity, short: Infinity };
  // From the most even split on, the first with the fewest lone photos, then the fewest short rows.
  for (let first = Math.ceil(total / 2); first <= Math.min(capacity(before), total - Math.ceil(capacity(last) / 2)); first++) {
    const [head, tail] = [rowCost(first, columns(before)), rowCost(total - first, columns(last))];
    const cost = { lone: head.lone + tail.lone, short: head.short + tail.short };
    if (cost.lone < bestCost.lone || (cost.lone === bestCost.lone && cost.short < bestCost.short)) [best, bestCost] = [first, cost];
  }
  if (best < 0) return;
  before.indices = indices.slice(0, best);
  last.indices = indices.slice(best);
}

/**
 * The plan. A hero ('In evidenza') opens a grid page whose first cells it takes (that page holds
 * `heroCapacity` photos); met while a grid page is in progress that has room for its block, it
 * leads that page. On an opening page too short for its block it waits (`heroWaitsOnOpening`).
 * Any other marked photo met while a grid page is in progress waits until the photos after it fill
 * that page (decision 1044, restored by 1054): a full page then follows it, a hero opens the next
 * grid page. Only the end leaves a grid page short: if light, under half full, it shares its photos
 * with the plain grid page before it (`share`), and a light last page after full pages moves onto
 * the grid page before them when it has room, those full pages following it.
 */
export function planPages(marks: readonly PhotoMark[], grid: PageGrid): PlannedPage[] {
  const { perPage, heroCapacity } = grid;
  // Grid photos that all fit on one page print there, in its whole grid: no following grid page's frames to match.
  const gridPhotos = marks.filter((mark) => mark !== 'full');
  const opening = gridPhotos.length <= perPage && gridPhotos.every((mark) => mark === undefined) ? perPage : grid.opening;
  const pages: PlannedPage[] = [];
  const waiting: number[] = [];
  let open: PlannedPage | null = null;
  let opened = false;
  const gridKind = (kind: PlannedPage['kind']): PageKind => (kind === 'opening' ? 'opening' : 'following');
  const columns = (page: PlannedPage) => grid.columns[gridKind(page.kind)];
  const heroHolds = (kind: PlannedPage['kind']) => heroCapacity[gridKind(kind)];
  const capacity = (page: PlannedPage) => (page.heroPage ? heroHolds(page.kind) : page.kind === 'opening' ? opening : perPage);
  // A hero can lead the opening page only where its block fits there, or where no plain photo follows it to open the catalogue.
  const heroLeadsOpening = (index: number) => !grid.heroWaitsOnOpening || !marks.some((mark, later) => later > index && mark === undefined);
  const light = (page: PlannedPage) => page.indices.length < capacity(page) / 2;
  const plain = (page: PlannedPage | undefined): page is PlannedPage => page !== undefined && page.kind !== 'full' && !page.heroPage;
  // The plain grid page the page in progress (the last one) can share with.
  const sharing = (page: PlannedPage) => (plain(page) ? [pages.at(-2)].find(plain) : undefined);
  const place = (index: number) => {
    if (marks[index] === 'full') {
      pages.push({ kind: 'full', indices: [index], heroPage: false });
      return;
    }
    if (marks[index] === 'hero' && !opened && !heroLeadsOpening(index)) {
      waiting.push(index);
      return;
    }
    open = { kind: opened ? 'following' : 'opening', indices: [index], heroPage: marks[index] === 'hero' };
    opened = true;
    pages.push(open);
    if (open.indices.length === capacity(open)) close();
  };
  // The page in progress closes, shared with the one before if light; the photos that waited for it follow.
  const close = () => {
    const page: PlannedPage | null = open;
    const before = page && light(page) ? sharing(page) : undefined;
    if (page && before) share(before, page, capacity, columns);
    open = null;
    while (open === null && waiting.length > 0) place(waiting.shift() ?? 0);
  };
  marks.forEach((mark, index) => {
    const page: PlannedPage | null = open;
    if (page === null) place(index);
    else if (mark === 'hero' && !page.heroPage && waiting.length === 0 && page.indices.length < heroHolds(page.kind) && (page.kind !== 'opening' || heroLeadsOpening(index))) {
      // Room for its block on the page in progress: the hero leads that page.
      page.heroPage = true;
      page.indices.unshift(index);
      if (page.indices.length === capacity(page)) close();
    } else if (mark !== undefined) waiting.push(index);
    else {
      page.indices.push(index);
      if (page.indices.length === capacity(page)) close();
    }
  });
  while (open !== null) close();
  const room = (page: PlannedPage) => (page.heroPage ? (grid.heroRoom?.[gridKind(page.kind)] ?? capacity(page)) : capacity(page));
  return settleLastPage(pages, capacity, room);
}

/**
 * A light last grid page after full pages joins the grid page before them when it has room (a
 * hero's page up to its places, `room`), the full pages following it: they move past at most the
 * rest of that page.
 */
function settleLastPage(pages: PlannedPage[], capacity: (page: PlannedPage) => number, room: (page: PlannedPage) => number): PlannedPage[] {
  const last = pages.at(-1);
  if (!last || last.kind === 'full' || last.indices.length >= capacity(last) / 2) return pages;
  const at = pages.findLastIndex((page, index) => page.kind !== 'full' && index < pages.length - 1);
  const before = pages[at];
  // A grid page right before it has shared already (planPages).
  if (!before || at === pages.length - 2 || before.indices.length + last.indices.length > room(before)) return pages;
  before.indices.push(...last.indices);
  return pages.slice(0, -1);
}

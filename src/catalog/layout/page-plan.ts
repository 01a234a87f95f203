/**
 * The pages the photos print on (decisions 1044, 1054, 1068): a page of its own ('full'), or a
 * grid page, page 1 first since it carries the title, in the catalogue's one grid
 * (document-grid.ts). Grid pages fill to capacity in the user's order, each photo in the grid's
 * first free place, a hero ('In evidenza') in the first block of places free for it where it is
 * met. A photo marked for a page of its own prints at the next page break (decision 1089): the grid
 * page in progress fills with the photos after it, at most one grid page's, and it follows that
 * page. Decision 1078 printed it where it fell in the user's order and closed the page before it
 * short (2 / 4 / 1 / 4 / 2 photos at 6 per page); the order form and the Excel sheet still list by
 * code. A second one while the first waits closes the page in progress. So the last grid page, and
 * one before two full pages close together, may be short; where one would leave more than a third
 * of its places empty, the plain pages before it share its photos so that none is more than a
 * third empty (decision 1070), or else the last two share them as evenly as they go. Every short
 * plain page after the first is a closing page (`closing`): its photos in rows as even as they go,
 * centred across the page in the grid's own frames, never larger (decision 1079: 3 + 1 flush left
 * left a hole beside the lone photo), hung from the full pages' top line (decision 1089).
 */
import type { PageKind } from './geometry.js';

/** How a photo stands out (issue 35.5): a page of its own wins over a double cell. */
export type PhotoMark = 'full' | 'hero' | undefined;

export const markOf = (photo: { fullPage?: boolean | undefined; hero?: boolean | undefined }): PhotoMark => (photo.fullPage ? 'full' : photo.hero ? 'hero' : undefined);

/** A photo's place in its page's grid: its first cell, and how many cells it spans across and down. */
export interface GridPlace {
  column: number;
  /** From the page grid's first row; a hero on page 1 may reach above it, into the header's band (negative). */
  row: number;
  columns: number;
  rows: number;
}

export interface PlannedPage {
  kind: 'full' | PageKind;
  /** The photos' indices in the catalogue order. */
  indices: number[];
  /** Each photo's place, in the order of `indices` (grid pages only). */
  places: GridPlace[];
  /** A plain grid page after the first short of the grid's places: its photos in even rows centred across the page in the grid's frames, from the full pages' top line (`closingGrid`). */
  closing?: boolean;
  /** A page of a larger photo (Editoriale, decision 1084): its places on `PageGrid.feature.grid`. */
  feature?: true;
  /** A page of wide photos: its places on `PageGrid.wideGrid` (decision 1098). */
  wide?: true;
}

/** A grid page's places: columns and rows. */
export interface PlaceGrid {
  columns: number;
  rows: number;
}

/** The grid pages the plan fills. */
export interface PageGrid {
  /** The most photos a grid page holds: the user's 'foto per pagina'. */
  perPage: number;
  /** Page 1's places and every following page's. */
  grids: Record<PageKind, PlaceGrid>;
  /** A hero's block on a page of this grid: two by two, or one column of two where that is the whole grid. */
  heroSpan: (grid: PlaceGrid, tall: boolean) => { columns: number; rows: number };
  /** Per photo index: whether the hero is taller than wide. */
  tall: (index: number) => boolean;
  /**
   * Per photo index: whether a plain photo spans two cells of a row (a landscape photo among
   * portrait frames, which 'Riempi' cut to 44 % of its width in one cell).
   */
  wide: (index: number) => boolean;
  /**
   * A look's pages after the first with one larger photo (Editoriale, decision 1084): the block it
   * takes on the page's outer edge, where the grid keeps room beside it, and whether the photo of an
   * index fills the block (its shape kept as a cell keeps it). The other looks' pages keep one size.
   */
  feature?: { grid: PlaceGrid; span: (grid: PlaceGrid) => { columns: number; rows: number } | undefined; fills: (index: number, span: { columns: number; rows: number }) => boolean } | undefined;
  /**
   * Where a wide photo takes a whole row of the following pages' grid (two columns): the grid a page
   * filled by wide photos before 'foto per pagina' is laid on again, a wide photo beside a plain one
   * (decision 1098). Two 3:2 photos took a page, the two 4:5 photos before them half of one.
   */
  wideGrid?: PlaceGrid | undefined;
}

/** A page in progress: its places, and which cells of its grid are taken. */
interface OpenPage {
  page: PlannedPage;
  grid: PlaceGrid;
  taken: Set<string>;
  /** Cells above page 1's first row a hero may take, beside its header. */
  above: number;
}

const key = (column: number, row: number) => `${column},${row}`;

function cellsOf(place: GridPlace): [number, number][] {
  return Array.from({ length: place.columns * place.rows }, (_, cell) => [place.column + (cell % place.columns), place.row + Math.floor(cell / place.columns)]);
}

function isFree(open: OpenPage, place: GridPlace): boolean {
  return cellsOf(place).every(([column, row]) => !open.taken.has(key(column, row)) && column < open.grid.columns && row < open.grid.rows && row >= -open.above);
}

/** The first place in reading order of this span free on the page; a lone cell never above the first row. */
function firstFree(open: OpenPage, span: { columns: number; rows: number }): GridPlace | undefined {
  for (let row = 0; row < open.grid.rows; row++)
    for (let column = 0; column < open.grid.columns; column++) {
      const place = { column, row, ...span };
      if (isFree(open, place)) return place;
    }
  // Page 1 holds too few rows for a hero's block: it stands on its last row, its top in the header's band, the header beside it.
  if (span.columns >= open.grid.columns) return undefined;
  return Array.from({ length: open.grid.columns - span.columns + 1 }, (_, column) => ({ column, row: open.grid.rows - span.rows, ...span })).find((raised) => isFree(open, raised));
}

/**
 * Whether a hero opens page 1 under its header, the grid's whole width (4 per page in portrait,
 * decision 1073): page 1's one row holds no block beside the header, and a hero left to page 2
 * opened the catalogue with two small photos. Only where page 1 holds plain photos so far.
 */
function opensUnderHeader(open: OpenPage, span: { columns: number; rows: number }): boolean {
  const plainSoFar = open.page.places.every((at) => at.columns === 1 && at.rows === 1);
  return open.page.kind === 'opening' && plainSoFar && span.columns >= open.grid.columns && span.rows > open.grid.rows && span.rows <= open.grid.rows + open.above;
}

/** A plain photo's span: two cells of a row for a wide photo where the grid has two columns or more. */
function wideSpan(grid: PlaceGrid, wide: boolean): { columns: number; rows: number } {
  return { columns: wide && grid.columns >= 2 ? 2 : 1, rows: 1 };
}

/** How many of a page's places are empty: its cells less those its photos take, against 'foto per pagina'. */
function emptyPlaces(open: OpenPage, perPage: number): number {
  const cells = open.page.places.reduce((sum, place) => sum + place.columns * Math.max(0, place.rows + Math.min(0, place.row)), 0);
  return Math.min(perPage, open.grid.columns * open.grid.rows) - cells;
}

/** The plan (see the file's comment). */
export function planPages(marks: readonly PhotoMark[], plan: PageGrid): PlannedPage[] {
  const { perPage, grids } = plan;
  const pages: PlannedPage[] = [];
  const waiting: number[] = [];
  let open: OpenPage | null = null;
  const openPage = (): OpenPage => {
    const kind: PageKind = pages.some((page) => page.kind !== 'full') ? 'following' : 'opening';
    const page: PlannedPage = { kind, indices: [], places: [] };
    pages.push(page);
    const grid = grids[kind];
    // Page 1's header band stands in for the rows the following pages have above page 1's.
    return { page, grid, taken: new Set(), above: kind === 'opening' ? Math.max(0, grids.following.rows - grid.rows) : 0 };
  };
  const fitsFollowing = (span: { columns: number; rows: number }) => span.columns <= grids.following.columns && span.rows <= grids.following.rows;
  const full = (current: OpenPage) => current.page.indices.length >= perPage || firstFree(current, { columns: 1, rows: 1 }) === undefined;
  // Pages of their own met while a grid page was open, printed where that page closes (`place`).
  const deferred: number[] = [];
  const closePage = () => {
    open = null;
    for (const index of deferred.splice(0)) printFull(index);
    // The photos that waited for it: heroes and wide photos that found no block.
    for (const index of waiting.splice(0)) place(index);
  };
  // Photos a page of a larger photo took ahead of their turn (`featured`), and full pages printed: every other photo is placed in its turn or after it.
  const done = new Set<number>();
  const printFull = (index: number) => {
    pages.push({ kind: 'full', indices: [index], places: [] });
    done.add(index);
  };
  const put = (current: OpenPage, index: number, at: GridPlace) => {
    current.page.indices.push(index);
    current.page.places.push(at);
    for (const [column, row] of cellsOf(at)) current.taken.add(key(column, row));
    // A page its wide photos filled goes on, on the wide grid, where that leaves room (`widened`).
    if (full(current) && (!widened(current, plan, marks) || full(current))) closePage();
  };
  const featurePages = new Set<PlannedPage>();
  // The full page whose turn closes the grid pages before it (`closeRun` in `place`), while they close.
  let closingFor: number | undefined;
  /**
   * A page after the first opening on `index` as a page of a larger photo (`featurePage`), where
   * the look gives one: true where the page was made.
   */
  const featured = (index: number): boolean => {
    if (!plan.feature || marks[index] !== undefined || !pages.some((page) => page.kind !== 'full')) return false;
    // One page in two: after a page of a larger photo the next grid page is the grid's, so 'foto per pagina' holds on
    // every other page (a block takes four places: at 6 per page every page of one held half the photos, the catalogue twice as long).
    const lastGrid = pages.findLast((page) => page.kind !== 'full');
    if (lastGrid && featurePages.has(lastGrid)) return false;
    // The run goes on past the next full page, which then follows the page as it follows a grid page (`place`); it stops at the one after.
    // Not past a full page whose turn closes the run now: a waiting photo's run passed it and printed it, and then so did its turn.
    const fullAfter = marks.flatMap((mark, at) => (at > index && mark === 'full' && !done.has(at) ? [at] : []));
    const [passed, stop = marks.length] = closingFor === undefined ? fullAfter : [undefined, closingFor];
    // Only photos on no page yet: a waiting photo (a hero or a wide photo that found no block) opens the page after the
    // photos that follow it took their places, and a run from it printed them twice (decision 1101).
    const onPages = new Set(pages.flatMap((page) => page.indices));
    const run = Array.from({ length: stop - index }, (_, at) => index + at).filter((at) => !done.has(at) && !onPages.has(at) && at !== passed);
    const page = featurePage(pages.length + 1, plan.feature.grid, run, plan, marks);
    if (!page) return false;
    pages.push(page);
    featurePages.add(page);
    for (const at of page.indices) done.add(at);
    if (passed !== undefined && page.indices.some((at) => at > passed)) printFull(passed);
    return true;
  };
  function place(index: number): void {
    if (done.has(index)) return;
    const mark = marks[index];
    if (mark === 'full') {
      // A page of its own moves to the open grid page's break, so that page fills with the photos after it: at most
      // one grid page's photos before it (decision 1089). A second one while the first waits closes the page where it is.
      if (open && waiting.length === 0 && deferred.length === 0) {
        deferred.push(index);
        return;
      }
      closingFor = index;
      closeRun();
      closingFor = undefined;
      printFull(index);
      return;
    }
    if (!open && featured(index)) return;
    const current: OpenPage = open ?? (open = openPage());
    const span = mark === 'hero' ? plan.heroSpan(current.grid, plan.tall(index)) : wideSpan(current.grid, plan.wide(index));
    const at = firstFree(current, span);
    if (at) put(current, index, at);
    // Not while a full page waits for this page: the photos moved to page 2 would print after it.
    else if (mark === 'hero' && deferred.length === 0 && opensUnderHeader(current, span)) {
      // The photos page 1 already holds follow the hero, first on page 2.
      waiting.unshift(...current.page.indices);
      current.page.indices = [];
      current.page.places = [];
      current.taken = new Set();
      put(current, index, { column: 0, row: current.grid.rows - span.rows, ...span });
    }
    // A grid too small for a hero's block on any page (one row) prints it in a cell.
    else if (current.page.indices.length === 0 && !fitsFollowing(span)) put(current, index, { column: 0, row: 0, columns: 1, rows: 1 });
    // No block free for the hero on this page: it opens the next one.
    else waiting.push(index);
  }
  /**
   * The grid pages before a full page, or the catalogue's last: the photos still waiting placed,
   * and the last page settled (`settleLast`).
   */
  function closeRun(): void {
    // Wide photos that found no two cells of a row on the last page: the page packed again to hold
    // them where that fits; else its blocks and the wide photos, its lone photos opening the next page
    // (a lone cell beside a hole, then a wide photo alone on a page, read as gaps); else the wide
    // photos open the next page, a row of their own: a free cell cut a 3:2 photo to 44 % of its width (decision 1076).
    const wideWaiting = waiting.filter((waiter) => marks[waiter] === undefined);
    const last = open as OpenPage | null;
    if (last && wideWaiting.length > 0 && widened(last, plan, marks, wideWaiting)) for (const index of wideWaiting) waiting.splice(waiting.indexOf(index), 1);
    else if (last && wideWaiting.length > 0) {
      const span = wideSpan(last.grid, true);
      const lone = last.page.indices.filter((_, slot) => isLone(last.page.places[slot]));
      // One lone photo at most moves behind the wide ones: a page filled past a full page (decision 1089) moved five, 06-11 after 12-13.
      // Never behind a full page waiting for this page's break: it follows its turn by one page at most (decision 1089).
      const movable = lone.length === 1 && deferred.every((fullPage) => fullPage < (lone[0] ?? 0));
      const packed = packedWith(last, wideWaiting, span) ?? (movable ? packedWith(withoutLone(last), wideWaiting, span) : undefined);
      if (packed) {
        const moved = lone.filter((index) => !packed.page.indices.includes(index));
        Object.assign(last.page, packed.page);
        last.taken = packed.taken;
        for (const index of wideWaiting) waiting.splice(waiting.indexOf(index), 1);
        waiting.unshift(...moved);
      }
    }
    // The last grid page, and any a waiting hero opens after it.
    for (let last = open as OpenPage | null; last !== null; last = open as OpenPage | null) {
      settleLast(last, plan, pages);
      closePage();
    }
  }
  marks.forEach((_, index) => place(index));
  closeRun();
  const capacity = Math.min(perPage, grids.following.columns * grids.following.rows);
  handBackAcrossFullPages(pages, grids.following, capacity);
  handBackToWidePages(pages, plan, capacity);
  for (const page of pages) if (isPlain(page) && page.indices.length < capacity) page.closing = true;
  return pages;
}

/**
 * Editoriale's page of a larger photo (decision 1084), page `number`, opening on the run's first
 * photo: one photo in a block on the page's outer edge (right on odd pages, left on even ones, as a
 * magazine's folio stands), the others in order in the grid's free places beside it (a wide photo in
 * two cells of a row), up to 'foto per pagina'. The block holds the page's first photo on an even
 * page and its last on an odd one, so the page reads in the user's order from the left: the photo
 * after those the cells hold, or, where the run ends first, the last of them. A photo that stands
 * out ('In evidenza'), or finds no place, opens the next page. Undefined, the page left to the grid,
 * where no photo may take the block (a wide photo, a shape it would cut under MIN_KEPT_SHARE), or
 * the page would hold its larger photo alone, leave a row beside it empty, or leave one photo of
 * the run alone on the next page.
 */
function featurePage(number: number, grid: PlaceGrid, run: readonly number[], plan: PageGrid, marks: readonly PhotoMark[]): PlannedPage | undefined {
  const span = plan.feature?.span(grid);
  const [first] = run;
  if (first === undefined || !span) return undefined;
  const takesBlock = (index: number | undefined) => index !== undefined && marks[index] === undefined && !plan.wide(index) && plan.feature?.fills(index, span) === true;
  const right = number % 2 === 1;
  const block = { column: right ? grid.columns - span.columns : 0, row: 0, ...span };
  const open: OpenPage = { page: { kind: 'following', indices: [], places: [] }, grid, taken: new Set(cellsOf(block).map(([column, row]) => key(column, row))), above: 0 };
  const cells: { index: number; at: GridPlace }[] = [];
  const queue = right ? run : run.slice(1);
  if (!right && !takesBlock(first)) return undefined;
  let next: number | undefined;
  for (const index of queue) {
    const at = marks[index] === undefined && cells.length + 1 < plan.perPage ? firstFree(open, wideSpan(grid, plan.wide(index))) : undefined;
    if (!at) {
      next = index;
      break;
    }
    cells.push({ index, at });
    for (const [column, row] of cellsOf(at)) open.taken.add(key(column, row));
  }
  // The block's photo: the first on a left-hand page; on a right-hand one the photo after the cells', or else their last.
  const last = cells.at(-1);
  const moved = right && !takesBlock(next) && last && takesBlock(last.index) ? cells.pop() : undefined;
  const held = !right ? first : takesBlock(next) ? next : moved?.index;
  if (held === undefined) return undefined;
  const placed = right ? [...cells, { index: held, at: block }] : [{ index: held, at: block }, ...cells];
  const left = run.length - placed.length;
  // A photo beside the block on each of its rows: at 4 per page 10 stood alone over an empty cell beside 11's block, one photo missing.
  const filled = cells.reduce((sum, { at }) => sum + at.columns * at.rows, 0);
  if (placed.length < 2 || left === 1 || filled < Math.min(grid.columns * grid.rows - span.columns * span.rows, span.rows)) return undefined;
  return centredAcross({ kind: 'following', indices: placed.map(({ index }) => index), places: placed.map(({ at }) => at), feature: true }, grid.columns);
}

/**
 * A page whose places stop short of the grid's far column, moved to its middle, as a closing
 * page's rows are (decision 1079): a run's last two photos, the larger one on the outer edge of 9
 * per page in landscape, left three of its five columns empty on the inner side.
 */
function centredAcross(page: PlannedPage, columns: number): PlannedPage {
  const start = Math.min(...page.places.map((at) => at.column));
  const end = Math.max(...page.places.map((at) => at.column + at.columns));
  const shift = (columns - (end - start)) / 2 - start;
  return { ...page, places: page.places.map((at) => ({ ...at, column: at.column + shift })) };
}

/**
 * A following page its wide photos filled before 'foto per pagina' (a 3:2 photo takes both of 4 per
 * page's columns), or that has no row left for the wide photos `added`, packed again with them on
 * `PageGrid.wideGrid`, so it goes on filling: true where it was.
 */
function widened(open: OpenPage, plan: PageGrid, marks: readonly PhotoMark[], added: number[] = []): boolean {
  const { page } = open;
  const wideGrid = plan.wideGrid;
  const holdsWide = added.length > 0 || page.places.some((at, slot) => at.columns > 1 && at.rows === 1 && marks[page.indices[slot] ?? -1] === undefined);
  if (!wideGrid || page.kind !== 'following' || page.feature || page.wide || !holdsWide || page.indices.length + added.length > plan.perPage) return false;
  const packed = packedWith({ ...open, grid: wideGrid }, added, { columns: 2, rows: 1 });
  if (!packed) return false;
  Object.assign(page, packed.page, { wide: true });
  Object.assign(open, { grid: wideGrid, taken: packed.taken });
  return true;
}

/**
 * A page of wide photos (`widened`) right after a full page takes back the photos the plain grid
 * page before the full page took after its turn, its last first, while the page of wide photos holds
 * fewer than 'foto per pagina' and they pack on its grid, and the page before stays at most a third
 * empty: at 4 per page 06 08 09 10 | 07 | 11 12 / 13 prints 06 08 09 | 07 | 10 12 / 11 13, the 4:5
 * and the 3:2 photos on one page as at 6 per page (decision 1098).
 */
function handBackToWidePages(pages: PlannedPage[], plan: PageGrid, capacity: number): void {
  const wideGrid = plan.wideGrid;
  if (!wideGrid) return;
  pages.forEach((page, at) => {
    const [before, after] = [pages[at - 1], pages[at + 1]];
    const [fullPhoto = 0] = page.indices;
    if (page.kind !== 'full' || !before || !after?.wide || !isPlain(before)) return;
    for (let last = before.indices.at(-1); last !== undefined && last > fullPhoto && after.indices.length < plan.perPage && (capacity - before.indices.length + 1) * 3 <= capacity; last = before.indices.at(-1)) {
      const open: OpenPage = { page: { ...after, indices: [last, ...after.indices], places: [{ column: 0, row: 0, columns: 1, rows: 1 }, ...after.places] }, grid: wideGrid, taken: new Set(), above: 0 };
      const packed = packedWith(open, [], { columns: 2, rows: 1 });
      if (!packed) return;
      Object.assign(after, packed.page);
      before.indices.pop();
      before.places = inSlots(before.indices.length, plan.grids.following);
    }
  });
}

/** A grid page after the first whose photos each take one cell: no hero, no wide photo. */
const isPlain = (planned: PlannedPage) => planned.kind === 'following' && planned.places.every((at) => at.columns === 1 && at.rows === 1);

const isLone = (at: GridPlace | undefined) => at !== undefined && at.columns * at.rows === 1;

/** A page in progress with only its blocks (heroes, wide photos). */
function withoutLone(open: OpenPage): OpenPage {
  const keep = open.page.places.map((at) => !isLone(at));
  return { ...open, page: { ...open.page, indices: open.page.indices.filter((_, slot) => keep[slot]), places: open.page.places.filter((_, slot) => keep[slot]) } };
}

/**
 * A page's photos and `added` packed again: blocks first, each in the first place free for it, then
 * the lone photos in theirs, read back in the page's reading order. Undefined where they do not all
 * fit, or a hero stands raised beside page 1's header.
 */
function packedWith(open: OpenPage, added: number[], span: { columns: number; rows: number }): { page: Pick<PlannedPage, 'indices' | 'places'>; taken: Set<string> } | undefined {
  const { indices, places } = open.page;
  if (places.some((at) => at.row < 0)) return undefined;
  const items = [...indices.map((index, slot) => ({ index, span: places[slot] ?? { columns: 1, rows: 1 } })), ...added.map((index) => ({ index, span }))];
  const block = (item: (typeof items)[number]) => item.span.columns * item.span.rows > 1;
  const fresh: OpenPage = { ...open, page: { ...open.page, indices: [], places: [] }, taken: new Set() };
  const placed: { index: number; at: GridPlace }[] = [];
  for (const item of [...items.filter(block), ...items.filter((item) => !block(item))]) {
    const at = firstFree(fresh, { columns: item.span.columns, rows: item.span.rows });
    if (!at) return undefined;
    placed.push({ index: item.index, at });
    for (const [column, row] of cellsOf(at)) fresh.taken.add(key(column, row));
  }
  inOrderWithinRows(placed);
  placed.sort((a, b) => a.at.row - b.at.row || a.at.column - b.at.column);
  return { page: { indices: placed.map(({ index }) => index), places: placed.map(({ at }) => at) }, taken: fresh.taken };
}

/**
 * A packed page's rows of one-row places side by side, laid again in the user's order: packing the
 * blocks first set a 3:2 photo before a 2:3 one of a lower number (12 10 / 13 11 at 6 per page; now
 * 10 12 / 11 13, decision 1089). A row a taller block crosses, or with a hole inside, keeps its places.
 */
function inOrderWithinRows(placed: { index: number; at: GridPlace }[]): void {
  for (const row of new Set(placed.map(({ at }) => at.row))) {
    const inRow = placed.filter(({ at }) => at.row === row && at.rows === 1).sort((a, b) => a.index - b.index);
    const crossed = placed.some(({ at }) => at.rows > 1 && at.row <= row && row < at.row + at.rows);
    const start = Math.min(...inRow.map(({ at }) => at.column));
    const end = Math.max(...inRow.map(({ at }) => at.column + at.columns));
    if (crossed || inRow.reduce((sum, { at }) => sum + at.columns, 0) !== end - start) continue;
    let column = start;
    for (const item of inRow) {
      item.at = { ...item.at, column };
      column += item.at.columns;
    }
  }
}

/**
 * A short last page keeps the grid's places unless it would leave more than a third of them empty:
 * then the plain grid pages that end the run share its photos where each stays at most a third
 * empty (4 / 4 / 1 prints 3 / 3 / 3); else it shares them with the page before it, in order, as
 * evenly as their cells go (4 / 1 prints 3 / 2, 6 / 1 prints 4 / 3, a wide photo alone after five
 * cells prints 2 + wide / 2 + wide: a lone photo on a page read as a gap). Pages with a hero keep
 * their places; the plan marks the short plain pages `closing` at its end.
 */
function settleLast(last: OpenPage, plan: PageGrid, pages: PlannedPage[]): void {
  const { page, grid } = last;
  const capacity = Math.min(plan.perPage, grid.columns * grid.rows);
  const overAThird = (planned: PlannedPage) => emptyPlaces({ ...last, page: planned }, plan.perPage) * 3 > capacity;
  if (!overAThird(page)) return;
  // The fewest of the plain grid pages that end the run (after page 1, a page of its own, a page with a block) that share it.
  const run = isPlain(page) ? pages.slice(pages.findLastIndex((planned) => !isPlain(planned)) + 1) : [page];
  if (Array.from({ length: run.length - 1 }, (_, more) => run.slice(-2 - more)).some((tail) => spread(tail, grid, capacity))) return;
  const before = pages.at(-2);
  if (before && pages.at(-1) === page) balancePair(before, last);
}

/**
 * Two grid pages' photos shared in the user's order, each page packed from its top left as the plan
 * packs it, where the split leaves fewest pages with a block over a third empty (a wide photo alone
 * on half a page reads as a gap; a plain page closes centred), then the fuller page's empty cells
 * fewest, then in order; unchanged where either page holds a hero (a block more than a row tall)
 * or no split does better.
 */
function balancePair(before: PlannedPage, last: OpenPage): void {
  const pair = [before, last.page];
  if (before.kind !== 'following' || pair.some((planned) => planned.places.some((at) => at.rows > 1 || at.row < 0))) return;
  const items = pair.flatMap((planned) => planned.indices.map((index, slot) => ({ index, span: { columns: planned.places[slot]?.columns ?? 1, rows: 1 } }))).sort((a, b) => a.index - b.index);
  const places = last.grid.columns * last.grid.rows;
  const empty = (planned: Pick<PlannedPage, 'places'>) => places - planned.places.reduce((sum, at) => sum + at.columns, 0);
  // Gaps, then the fuller page's empty cells, then whether the user's order is broken (decision 1076's repacking may have).
  const score = (pages: Pick<PlannedPage, 'places' | 'indices'>[]) => {
    const order = pages.flatMap((planned) => planned.indices);
    return [pages.filter((planned) => planned.places.some((at) => at.columns > 1) && empty(planned) * 3 > places).length, Math.max(...pages.map(empty)), order.some((index, at) => at > 0 && index < (order[at - 1] ?? 0)) ? 1 : 0];
  };
  const better = (a: number[], b: number[]) => {
    const differs = a.findIndex((value, at) => value !== b[at]);
    return differs >= 0 && (a[differs] ?? 0) < (b[differs] ?? 0);
  };
  const packed = (part: typeof items) => {
    const fresh: OpenPage = { ...last, page: { ...last.page, indices: [], places: [] }, taken: new Set() };
    for (const { index, span } of part) {
      const at = firstFree(fresh, span);
      if (!at) return undefined;
      fresh.page.indices.push(index);
      fresh.page.places.push(at);
      for (const [column, row] of cellsOf(at)) fresh.taken.add(key(column, row));
    }
    return fresh.page;
  };
  let best = { pages: pair, score: score(pair) };
  // From the fullest first page down: of two equal splits, the earlier page holds more, as `spread` does.
  for (let split = items.length - 1; split >= 1; split--) {
    const halves = [packed(items.slice(0, split)), packed(items.slice(split))];
    if (halves.some((half) => half === undefined)) continue;
    const pages = halves as PlannedPage[];
    if (better(score(pages), best.score)) best = { pages, score: score(pages) };
  }
  best.pages.forEach((planned, at) => Object.assign(pair[at] as PlannedPage, { indices: planned.indices, places: planned.places }));
}

/**
 * A plain grid page over a third empty right after a full page takes back, from the plain grid page
 * before the full page, the photos that page took after the full page's turn (`place`), its last
 * first, while the page before stays at most a third empty (decision 1089): at 4 per page a wide
 * photo in a row of its own left 06 08 09 10 | 07 | 11 | 12 13, now 06 08 09 | 07 | 10 11 | 12 13.
 */
function handBackAcrossFullPages(pages: PlannedPage[], grid: PlaceGrid, capacity: number): void {
  const overAThird = (count: number) => (capacity - count) * 3 > capacity;
  pages.forEach((page, at) => {
    const [before, after] = [pages[at - 1], pages[at + 1]];
    const [fullPhoto = 0] = page.indices;
    if (page.kind !== 'full' || !before || !after || !isPlain(before) || !isPlain(after)) return;
    let moved = false;
    for (let last = before.indices.at(-1); last !== undefined && last > fullPhoto && overAThird(after.indices.length) && !overAThird(before.indices.length - 1); last = before.indices.at(-1)) {
      after.indices.unshift(last);
      before.indices.pop();
      moved = true;
    }
    if (moved) for (const planned of [before, after]) planned.places = inSlots(planned.indices.length, grid);
  });
}

/** `count` one-cell places from the grid's top left, row by row. */
function inSlots(count: number, grid: PlaceGrid): GridPlace[] {
  return Array.from({ length: count }, (_, slot) => ({ column: slot % grid.columns, row: Math.floor(slot / grid.columns), columns: 1, rows: 1 }));
}

/**
 * The pages' photos in order, as evenly as they go, each page from its top left; false, the pages
 * untouched, where one would stay over a third empty, unless `anyway`.
 */
function spread(run: PlannedPage[], grid: PlaceGrid, capacity: number, anyway = false): boolean {
  const indices = run.flatMap((planned) => planned.indices);
  const fewest = Math.floor(indices.length / run.length);
  if (!anyway && (capacity - fewest) * 3 > capacity) return false;
  let next = 0;
  run.forEach((planned, at) => {
    const count = fewest + (at < indices.length % run.length ? 1 : 0);
    planned.indices = indices.slice(next, next + count);
    planned.places = inSlots(count, grid);
    next += count;
  });
  return true;
}

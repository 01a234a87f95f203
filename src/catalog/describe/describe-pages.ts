/**
 * describePages: every page of the catalogue as geometry (the beyond issue, point 3), from the same
 * layout and text fitting as the PDF. The renderer draws exactly this, and the web app's preview
 * draws it with DOM or SVG, so what the preview shows is what prints.
 */
import { DEFAULT_LINE_SHEET_OPTIONS, captionFamily, type CatalogSettings, type FontFamily, type LanguageCode, type PhotoCaption } from '../../shared/index.js';
import { hasItalic } from '../fonts/font-files.js';
import { frameRatioOf } from '../layout/prepare-target.js';
import { OPTICAL_CENTRE } from '../layout/balanced-cells.js';
import { captionedFrame, captionStandsBeside, gridCells, matWidth, outset, pageZones, photoBox, type PageZones, type Size } from '../layout/geometry.js';
import { pageLook, type PageLook } from '../layout/looks.js';
import { furnitureEdges, photoEdges, type PhotoEdges } from '../layout/photo-edges.js';
import { onLeftEdge, startingAt } from '../layout/full-page-frame.js';
import { markOf } from '../layout/page-plan.js';
import { layoutPages, onePhotoPerPage, type LayoutPhoto, type PageLayout, type PhotoPlacement } from '../layout/pages.js';
import { fitCaption, type CaptionStructure } from '../text/caption-fit.js';
import type { Hyphenate } from '../text/hyphenation.js';
import type { Measure } from '../text/wrap.js';
import { captionTexts, hasCaption, hasVariants, type CaptionTexts } from '../texts/caption-texts.js';
import { withTypographicQuotes } from '../texts/typographic-quotes.js';
import type { CatalogTexts } from '../types.js';
import { describeBackCover, describeCover, type CoversRequest } from './covers.js';
import { describeFullPage } from './full-page.js';
import { describeFurniture } from './furniture.js';
import { withKeyline } from './keyline.js';
import { onSharedRowBaselines, withDetailsOnSharedRowBaselines } from './row-baselines.js';
import { describeLineSheetPages, lineSheetStrings } from './line-sheet-pages.js';
import { linkCodeRules } from './link-code.js';
import type { CutText, DescribedPhoto, PageDescription, TextFace } from './page-description.js';
import { pageColours, type PageColours } from './palette.js';
import { describedCaptionLines } from './caption-lines.js';
import { withClosingPanel, withColumnPanel } from './closing-panel.js';
import { panelColumnBesidePhoto } from './full-page-ending.js';
import { rowsAtWhite, whiteUnderFirstRow } from './row-white.js';
import { CAPTION_COLOURS, captionRoleTypes, captionStyle, densityScale, inSideColumn, setCase, typedCaptionTexts } from './caption-style.js';

/** A photo as the layout needs it: its pixel size (any unit: only the ratio counts) and its caption. */
export interface PagePhoto extends Size {
  caption?: PhotoCaption;
  /** The mean colour of its centre (#rrggbb), a line sheet's swatch where the caption has no hex. */
  centreColour?: string;
}

export interface DescribePagesRequest {
  settings: Pick<CatalogSettings, 'orientation' | 'imagesPerPage' | 'language' | 'currency'> & Partial<Pick<CatalogSettings, 'layout' | 'lineSheet' | 'photoFit' | 'look' | 'frameRatio' | 'onePerPage'>>;
  texts: CatalogTexts;
  photos: readonly PagePhoto[];
  /** The logo's pixel size, when the catalogue has one. */
  logo?: Size;
  /** `#rrggbb`; without it the default blue folio and grey rules. */
  accent?: string;
  /** Text widths in the catalogue's font chain: FontChain.widthOf, or loadTextMeasure in a preview. */
  measure: Measure;
  /**
   * The face the captions and the introduction are set in and its widths, where it is not the
   * catalogue's (`textFace`): their lines are marked with it, and the renderer and the preview draw
   * them in it.
   */
  textFace?: TextFace;
  /**
   * The catalogue font's italic widths, where the look sets its captions' names in it
   * (`namesItalicFace`): those lines are marked italic, and the renderer and the preview draw them
   * in it. Without it the names are measured and drawn upright.
   */
  italic?: Measure;
  /**
   * The catalogue language's hyphenation (loadHyphenation(settings.language)), for the introduction
   * and the captions' names; without it long words are not broken.
   */
  hyphenate?: Hyphenate;
  /** The optional cover and back cover (issue 15.1). */
  covers?: CoversRequest;
  /** The published link (issue 36.1): its QR code on the last page. */
  link?: string;
}

/**
 * Composed characters (NFC): an accent typed as a separate combining mark would otherwise be looked
 * up, and possibly drawn, apart from its letter. Straight quotes as the `language` prints them
 * (decision 1069).
 */
export function composedTexts(texts: CatalogTexts, language: LanguageCode): CatalogTexts {
  const typeset = (text: string) => withTypographicQuotes(text.normalize('NFC'), language);
  return { title: typeset(texts.title), subtitle: typeset(texts.subtitle), introduction: typeset(texts.introduction), footer: typeset(texts.footer), ...(texts.contact && { contact: typeset(texts.contact) }) };
}

/**
 * The caption band every cell keeps: one as soon as one photo has a caption, and the taller one as
 * soon as one caption has colours or sizes (decision 1058).
 */
export function catalogCaptionRoom(photos: readonly { caption?: PhotoCaption }[]): { captions: boolean; variants: boolean } {
  return { captions: photos.some((photo) => hasCaption(photo.caption)), variants: photos.some((photo) => hasVariants(photo.caption)) };
}

/** Printed whatever the texts: page numbers and the ellipsis of a cut line. */
const ALWAYS_PRINTED = '0123456789…';

/**
 * The text face a display face pairs with (decision 1058), for the text a catalogue reads as body
 * copy: the captions and the introduction (decision 1063); undefined when the catalogue font sets
 * them itself (or no font is named).
 */
export function pairedTextFace(settings: Partial<Pick<CatalogSettings, 'font' | 'look'>>): FontFamily | undefined {
  if (settings.font === undefined) return undefined;
  const family = captionFamily(settings.font, pageLook(settings.look).type.captionFace);
  return family === settings.font ? undefined : family;
}

/** What prints in the text face: a grid's captions and any catalogue's introduction. */
function printsInTextFace(settings: Partial<Pick<CatalogSettings, 'layout'>>, texts: Pick<CatalogTexts, 'introduction'>, photos: readonly { caption?: PhotoCaption }[]): { captions: boolean; introduction: boolean } {
  return { captions: settings.layout !== 'line-sheet' && catalogCaptionRoom(photos).captions, introduction: texts.introduction.trim() !== '' };
}

/**
 * The face the captions and the introduction print in when it is not the catalogue font, and only
 * when the catalogue prints one of them: no second face is loaded or embedded for nothing.
 */
export function textFace(settings: Partial<Pick<CatalogSettings, 'font' | 'layout' | 'look'>>, texts: Pick<CatalogTexts, 'introduction'>, photos: readonly { caption?: PhotoCaption }[]): FontFamily | undefined {
  const { captions, introduction } = printsInTextFace(settings, texts, photos);
  return captions || introduction ? pairedTextFace(settings) : undefined;
}

/**
 * The catalogue font, where its italic sets the captions' names (decision 1105): the look sets them
 * so, the font has an italic, and the catalogue prints grid captions; else undefined, and no italic
 * is loaded or embedded.
 */
export function namesItalicFace(settings: Partial<Pick<CatalogSettings, 'font' | 'layout' | 'look'>>, photos: readonly { caption?: PhotoCaption }[]): FontFamily | undefined {
  const { font } = settings;
  if (font === undefined || !pageLook(settings.look).type.namesItalic || !hasItalic(font)) return undefined;
  return printsInTextFace(settings, { introduction: '' }, photos).captions ? font : undefined;
}

/** The strings the italic can print: the captions' names as typed and as set, and a cut name's ellipsis. */
export function italicStrings(request: Pick<DescribePagesRequest, 'settings' | 'photos'>): string[] {
  return [...captionStrings(request, ['name']), ALWAYS_PRINTED];
}

/** The captions' texts as typed and as the look sets them (in capitals), for the chains to load what both need. */
function captionStrings(request: Pick<DescribePagesRequest, 'settings' | 'photos'>, roles: readonly (keyof CaptionTexts)[] = ['name', 'details', 'price', 'variants']): string[] {
  const look = pageLook(request.settings.look);
  return request.photos.flatMap((photo) => {
    const texts = captionTexts(photo.caption, request.settings);
    const typed = typedCaptionTexts(texts, look, request.settings.language);
    return roles.flatMap((role) => [texts[role], typed[role]]).filter((text): text is string => text !== undefined);
  });
}

/**
 * The names a split full page sets in the catalogue font (split-caption.ts): every 'Pagina intera'
 * name, whether its page splits or not, so the catalogue font's chain loads what they need.
 */
function fullPageNames(request: Pick<DescribePagesRequest, 'settings' | 'photos'>): string[] {
  return request.settings.layout === 'line-sheet' ? [] : request.photos.filter((photo) => photo.caption?.fullPage).map((photo) => captionTexts(photo.caption, request.settings).name);
}

/** The strings the text face can print (captions, introduction), for its own font chain. */
export function textFaceStrings(request: Pick<DescribePagesRequest, 'settings' | 'photos' | 'texts'>): string[] {
  const { captions, introduction } = printsInTextFace(request.settings, request.texts, request.photos);
  const { title, subtitle, introduction: introductionText, contact = '' } = composedTexts(request.texts, request.settings.language);
  // A look may set its running title and subtitle in the caption face (decision 1074), and the closing column's contacts as its running title (decision 1122).
  const { type } = pageLook(request.settings.look);
  const runningTitle = type.runningHead.inCaptionFace ? [runningTitleCase(title, request.settings), runningTitleCase(contact, request.settings)] : [];
  const subtitles = type.subtitle.inCaptionFace ? [subtitleCase(subtitle, request.settings)] : [];
  return [...(captions ? captionStrings(request) : []), ...(introduction ? [introductionText] : []), ...runningTitle, ...subtitles, ALWAYS_PRINTED];
}

type CaseSettings = Pick<DescribePagesRequest['settings'], 'language' | 'look'>;

/** The title as the look's running head sets it: in capitals or as typed. */
function runningTitleCase(title: string, settings: CaseSettings): string {
  return setCase(title, pageLook(settings.look).type.runningHead, settings.language);
}

function subtitleCase(subtitle: string, settings: CaseSettings): string {
  return setCase(subtitle, pageLook(settings.look).type.subtitle, settings.language);
}

/**
 * Every string the catalogue font can print, so its chain loads the fallbacks they need; with the
 * settings' font, not the captions and introduction where they have a face of their own
 * (`textFaceStrings`).
 */
export function printedStrings(request: Pick<DescribePagesRequest, 'texts' | 'photos' | 'covers'> & { settings: DescribePagesRequest['settings'] & Partial<Pick<CatalogSettings, 'font'>> }): string[] {
  const inTextFace = pairedTextFace(request.settings) ? printsInTextFace(request.settings, request.texts, request.photos) : { captions: false, introduction: false };
  const { title, subtitle, introduction, footer, contact = '' } = composedTexts(request.texts, request.settings.language);
  // Names a look sets in the catalogue font (decision 1074) are its to print.
  const titleNames = inTextFace.captions && pageLook(request.settings.look).type.namesInTitleFace ? captionStrings(request, ['name']) : [];
  const captions = inTextFace.captions ? [...fullPageNames(request), ...titleNames] : captionStrings(request);
  const contacts = request.covers?.backCover ? Object.values(request.covers.backCover).map((line) => line.normalize('NFC')) : [];
  const table = request.settings.layout === 'line-sheet' ? lineSheetStrings({ ...request.settings, options: request.settings.lineSheet ?? DEFAULT_LINE_SHEET_OPTIONS }, request.photos.map((photo) => photo.caption)) : [];
  return [title, runningTitleCase(title, request.settings), subtitle, subtitleCase(subtitle, request.settings), ...(inTextFace.introduction ? [] : [introduction]), footer, contact, runningTitleCase(contact, request.settings), ...captions, ...contacts, ...table, ALWAYS_PRINTED];
}

/**
 * A hero's caption ('In evidenza') a size up (decision 1066): name 12.6 pt, details 9.6 pt, under a
 * photo twice as wide as its neighbours, whose grid-sized caption read as an afterthought. Where
 * its band cannot hold that, fitCaption steps it down as it does every caption.
 */
const HERO_CAPTION_SCALE = 1.2;
/** A frame taller than this times its row's shortest spans rows: a feature, not a plate of the row (decision 1109). */
const SPANS_ROWS = 1.5;

/** How a page's photo is captioned: with colours and sizes or without, as its page's hero, its name at its row's size at most. */
interface CaptionChoice {
  variants: boolean;
  hero: boolean;
  nameSize: number;
  /** Where the catalogue's grid captions set price and code; each its own way without it. */
  structure?: CaptionStructure;
}

/** A photo as described, and how its caption came out. */
interface PhotoOutcome {
  described: DescribedPhoto;
  variantsLeft: boolean;
  structure?: CaptionStructure;
}

function describePhoto(placement: PhotoPlacement, photo: PagePhoto | undefined, request: DescribePagesRequest, look: PageLook, cut: CutText[], { variants, hero, nameSize, structure }: CaptionChoice): PhotoOutcome {
  const { index, cell, box, frame, captionBand } = placement;
  const image = placement.image && { image: placement.image };
  if (!captionBand) return { described: { index, cell, box, frame, ...image, captionBand: null, caption: [] }, variantsLeft: false };
  // A caption beside its photo (a landscape page's, decision 1090) stands flush left in its column in every look, as a lookbook's, its name as typed (decision 1104).
  const beside = captionStandsBeside({ frame, captionBand });
  const captionLook = beside ? inSideColumn(look) : look;
  const texts = typedCaptionTexts(captionTexts(photo?.caption, request.settings), captionLook, request.settings.language);
  const { measure, family: face } = request.textFace ?? { measure: request.measure, family: undefined };
  const roles = captionRoleTypes({ measure: request.measure, ...(request.textFace && { textFace: request.textFace }), ...(request.italic && { italic: request.italic }) }, captionLook);
  const measures = { 'caption-name': roles['caption-name'].measure, 'caption-details': roles['caption-details'].measure, 'caption-variants': roles['caption-variants'].measure };
  // Its column is as narrow beside the hero as beside any photo: the hero's caption there is the grid's, one size on the page (decision 1096).
  const scale = densityScale(request.settings.imagesPerPage) * (hero && !beside ? HERO_CAPTION_SCALE : 1);
  const style = captionStyle(look);
  const fitted = fitCaption(variants ? texts : { ...texts, variants: '' }, captionBand, frame.width, measure, request.hyphenate, {
    smaller: look.captionSmaller,
    scale,
    nameSize,
    measures,
    priceBesideName: style.priceAlignment === 'name' && structure?.priceBesideName !== false,
    detailsStacked: structure?.detailsStacked === true,
    sideColumn: beside,
  });
  const bandRight = captionBand.x + captionBand.width;
  const caption = describedCaptionLines(fitted.lines, {
    ...(texts.price && { price: texts.price }),
    priceAlignment: style.priceAlignment,
    // Flush left under the photo's left edge, never out of its band (issue 26.6).
    start: (width, line) => (beside ? captionBand.x : look.captionAlign === 'left' ? Math.min(frame.x, bandRight - width) : line.centreX - width / 2),
    right: beside ? bandRight : Math.min(frame.x + frame.width, bandRight),
    measure,
    colours: CAPTION_COLOURS,
    ...(face && { face }),
    roles,
  });
  if (fitted.cut) cut.push({ field: 'caption', index });
  return { described: { index, cell, box, frame, ...image, captionBand, caption, ...(fitted.shortened && { shortened: true as const }) }, variantsLeft: variants && Boolean(texts.variants) && !fitted.variants, ...(fitted.structure && { structure: fitted.structure }) };
}

const namesOf = (photo: DescribedPhoto) => photo.caption.filter((line) => line.role === 'caption-name');
const firstBaseline = (photo: DescribedPhoto) => Math.min(...photo.caption.map((line) => line.baseline));

/**
 * A page's photos; `complete`: every caption that has colours or sizes printed them. Set once to
 * learn each name's size, then again with each row's smallest name size as every name's largest:
 * the names of a row hang from one baseline, and each caption's code, price, colours and sizes
 * follow under its own name (decision 1071). Then the row's details are set on shared baselines
 * (`row-baselines.ts`): centred, a one-line name steps down onto its row's last name line
 * (decision 1097), a hero's larger caption too; flush left, the lines under every name step down
 * to the longest name's (decision 1104), and a hero's larger caption keeps its lines, its first
 * baseline moved onto its row's where their bands are level.
 */
function describePagePhotos(placements: readonly PhotoPlacement[], photos: readonly PagePhoto[], request: DescribePagesRequest, look: PageLook, cut: CutText[], variants: boolean, gridFrame: number, structure: CaptionStructure | undefined): { described: DescribedPhoto[]; complete: boolean; structures: CaptionStructure[] } {
  // Against the catalogue's smallest frame too: a hero alone on its page (page 1 at 4 per page) leads as one beside photos does.
  const smallest = Math.min(gridFrame, ...placements.map((placement) => placement.frame.width * placement.frame.height));
  const leads = (placement: PhotoPlacement) => photos[placement.index]?.caption?.hero === true && placement.frame.width * placement.frame.height > 1.5 * smallest;
  const describeOne = (placement: PhotoPlacement, nameSize: number, cuts: CutText[]) => describePhoto(placement, photos[placement.index], request, look, cuts, { variants, hero: leads(placement), nameSize, ...(structure && { structure }) });
  const first = placements.map((placement) => {
    const cuts: CutText[] = [];
    return { ...describeOne(placement, Infinity, cuts), cuts };
  });
  // Captions of one row and one size: their bands start level.
  const bandOf = (placement: PhotoPlacement | undefined) => Math.round((placement?.captionBand?.y ?? 0) * 2);
  const rowOf = (index: number) => {
    const placement = placements[index];
    return placement ? `${bandOf(placement)}:${leads(placement)}` : '';
  };
  const ownSize = (index: number) => {
    const photo = first[index]?.described;
    return photo ? Math.min(...namesOf(photo).map((name) => name.size)) : Infinity;
  };
  const sizes = new Map<string, number>();
  first.forEach((_, index) => sizes.set(rowOf(index), Math.min(sizes.get(rowOf(index)) ?? Infinity, ownSize(index))));
  // Set again only where its row's size is smaller than its own: elsewhere the cap does not bind and the first setting stands.
  const described = placements.map((placement, index) => {
    const rowSize = sizes.get(rowOf(index)) ?? Infinity;
    const own = first[index];
    if (!own || ownSize(index) > rowSize) return describeOne(placement, rowSize, cut);
    cut.push(...own.cuts);
    return own;
  });
  // Centred, a row's captions step down whole, and a hero's caption joins its row: its details
  // stand on its neighbours' line, not one above. Flush left, a one-line name stepped down would
  // stand apart from its neighbours' first lines, and a price tabulated on it (decision 1080) would
  // stagger: only the lines under the names meet (decision 1104), a hero's larger caption apart.
  // Flush left, a feature spanning the rows beside it keeps its details under its own name, as a
  // hero's do: a line reserved for its neighbours' second name line read as a line missing under
  // the largest frame of the page (the ninth review, finding 5; decision 1109).
  const centred = look.captionAlign !== 'left';
  const rowUnder = (index: number) => {
    const placement = placements[index];
    if (!placement || captionStandsBeside(placement)) return undefined;
    if (centred) return String(bandOf(placement));
    return spansRows(placement, placements.filter((other) => bandOf(other) === bandOf(placement))) ? undefined : rowOf(index);
  };
  const levelled = (centred ? onSharedRowBaselines : withDetailsOnSharedRowBaselines)(described.map((photo) => photo.described), rowUnder);
  return { described: centred ? levelled : levelled.map((photo, index) => levelledHero(photo, index, levelled, placements, leads, bandOf)), complete: described.every(({ variantsLeft }) => !variantsLeft), structures: described.flatMap((photo) => (photo.structure ? [photo.structure] : [])) };
}

/** A frame that spans the rows beside it (an Editoriale feature): taller by half than the shortest frame its caption's row ends. */
function spansRows(placement: PhotoPlacement, row: readonly PhotoPlacement[]): boolean {
  return placement.frame.height > SPANS_ROWS * Math.min(...row.map((other) => other.frame.height));
}

/** A hero's caption moved so its first baseline is its row neighbours' (theirs are level): 669.2 against 667.3 pt read as a slip. */
function levelledHero(photo: DescribedPhoto, index: number, photos: readonly DescribedPhoto[], placements: readonly PhotoPlacement[], leads: (placement: PhotoPlacement) => boolean, bandOf: (placement: PhotoPlacement | undefined) => number): DescribedPhoto {
  const placement = placements[index];
  if (!placement || !leads(placement) || photo.caption.length === 0) return photo;
  const neighbour = photos.find((other, at) => at !== index && other.caption.length > 0 && bandOf(placements[at]) === bandOf(placement));
  if (!neighbour) return photo;
  const shift = firstBaseline(neighbour) - firstBaseline(photo);
  return { ...photo, caption: photo.caption.map((line) => ({ ...line, baseline: line.baseline + shift })) };
}

/** What the layout needs of a photo: its size, focal point (issue 26.1) and how it stands out (issue 35.5). */
function layoutPhoto({ width, height, caption }: PagePhoto): LayoutPhoto {
  return { width, height, ...(caption?.focus && { focus: caption.focus }), ...(caption?.fullPage && { fullPage: true }), ...(caption?.hero && { hero: true }) };
}

/** Every text the catalogue had to cut, each once (the footer is cut alike on every page). */
export function cutTexts(pages: readonly PageDescription[]): CutText[] {
  const seen = new Map<string, CutText>();
  for (const cut of pages.flatMap((page) => page.cut)) seen.set(JSON.stringify(cut), cut);
  return [...seen.values()];
}

/**
 * A page of the title, subtitle and introduction alone, before photos that all have pages of their
 * own: the header stands on the page's optical centre, not at the top of an empty page.
 */
function titlePageZones(zones: PageZones): PageZones {
  const y = zones.page.height * OPTICAL_CENTRE - zones.header.height / 2;
  return { ...zones, header: { ...zones.header, y }, grid: { ...zones.grid, y: y + zones.header.height, height: zones.footer.y - y - zones.header.height } };
}

/** The spec's pages: the photo grid under the header, page after page. */
function describeGridPages(request: DescribePagesRequest, texts: CatalogTexts, colours: PageColours): PageDescription[] {
  const { settings, photos } = request;
  const look = pageLook(settings.look);
  const zones = pageZones(settings.orientation, look);
  // A full page without a caption's texts keeps no white foot for one (decision 1073).
  const placed = photos.map((photo) => ({ ...layoutPhoto(photo), ...(Object.values(captionTexts(photo.caption, settings)).every((text) => !text) && { uncaptioned: true }) }));
  const room = catalogCaptionRoom(photos);
  const fill = settings.photoFit === 'fill';
  const ratio = frameRatioOf({ ...settings, ...room }, placed.filter((photo) => markOf(photo) === undefined));
  const frame = ratio ? { ratio, ...room } : undefined;
  const layout = { orientation: settings.orientation, imagesPerPage: settings.imagesPerPage, ...room, fill, look: look.name, onePerPage: onePhotoPerPage(settings), ...(frame && { frame }) };
  // Flush-left texts align with the grid's own gutter: a grid narrowed around its frames would
  // squeeze the title and introduction into the width of a few tall photos.
  const [cell] = gridCells(settings.orientation, settings.imagesPerPage, look);
  const indent = cell ? photoBox(cell, look).x - cell.x : 0;
  const laidOut = photos.length > 0 ? layoutPages(placed, layout) : [];
  // A catalogue without photos still has its first page, so the file is a valid PDF; one whose
  // photos all have pages of their own (one per page, or each 'Pagina intera') opens with its
  // title, subtitle and introduction on a page before them, rather than losing them.
  const texted = [texts.title, texts.subtitle, texts.introduction].some((text) => text.trim() !== '');
  const opening: PageLayout[] = laidOut.length === 0 ? [{ number: 1, zones, placements: [] }] : laidOut.every((page) => page.fullBleed) && texted ? [{ number: 1, zones: titlePageZones(zones), placements: [] }] : [];
  const pages = [...opening, ...laidOut].map((page, index) => ({ ...page, number: index + 1 }));
  // Full pages line up with the pages after the first; each grid page carries its grid's edges.
  const gridEdges = photoEdges(settings.orientation, settings.imagesPerPage, look, frame);
  const gridLeft = gridEdges.x;
  // A full page on a plate takes the grid pages' running head, rules, folio and keyline (decision 1099); Galleria's one photo per page bleeds, as chosen.
  const plated = !onePhotoPerPage(settings);
  // Each page's furniture, and each full page, once; the grid's photos then with colours and sizes,
  // or, where one caption has no room for them, all without: a buyer reads a caption without them
  // on one page as missing data (the review of issue 35).
  // A passe-partout's keylines are what shows of the frames (decision 1085), with a caption beside its photo (decision 1090).
  const furniture = furnitureEdges(
    pages.map((page) => ({ ...(page.edges && { edges: page.edges }), ...(page.kind && { kind: page.kind }), ...(page.captionsUnder && { captionsUnder: page.captionsUnder }), frames: page.fullBleed ? [] : page.placements.map((placement) => captionedFrame({ frame: outset(placement.frame, matWidth(look)), captionBand: placement.captionBand }, look)) })),
    look,
  );
  const furnitureOf = (number: number, zones: PageZones, edges?: PhotoEdges, photosTop?: number, photosBottom?: number, titleOnRow?: boolean) =>
    describeFurniture({ texts, zones, pageNumber: number, colours, measure: request.measure, language: settings.language, ...(request.textFace && { textFace: request.textFace }), hyphenate: request.hyphenate, logo: request.logo, look, indent, runningRule: false, ...(edges && { edges }), ...(photosTop !== undefined && { photosTop }), ...(photosBottom !== undefined && { photosBottom }), ...(titleOnRow && { titleOnRow }) });
  // The grid pages after the first share one frame (decision 1098): a plate between them takes it too.
  const sharedFrame = furniture.find((_, index) => pages[index]?.kind === 'following' && !pages[index]?.fullBleed);
  const gridPhotosLeft = (sharedFrame ?? gridEdges).x + matWidth(look);
  // A landscape catalogue ending on a plate whose photo leaves white on its right ends there: the photo on the grid's left edge, the closing panel beside it (decision 1133).
  const lastPage = pages.at(-1);
  const lastPhoto = lastPage?.fullBleed ? lastPage.placements[0] : undefined;
  const endsOnPlate = plated && !request.covers?.backCover && lastPage !== undefined && lastPhoto !== undefined && lastPage.zones.page.width > lastPage.zones.page.height && lastPage.zones.page.width - lastPhoto.frame.x - lastPhoto.frame.width > lastPhoto.frame.x + 1;
  const framed = pages.map((page, index) => {
    const [single] = page.placements;
    if (page.fullBleed && single) {
      // A plate keeps the grid pages' head, rules and folio (decision 1099).
      const plate = plated ? { furniture: furnitureOf(page.number, page.zones, sharedFrame ?? gridEdges) } : {};
      const closingPlate = endsOnPlate && page === lastPage;
      const placement = closingPlate ? startingAt(single, gridPhotosLeft) : plated && look.headerAlign === 'left' && page.zones.page.height > page.zones.page.width ? onLeftEdge(single, gridPhotosLeft) : single;
      const full = describeFullPage({ number: page.number, zones: page.zones, placement, texts: typedCaptionTexts(captionTexts(photos[single.index]?.caption, settings), look, settings.language), look, colours, measure: request.measure, ...(request.textFace && { textFace: request.textFace }), ...(request.italic && { italic: request.italic }), hyphenate: request.hyphenate, left: gridLeft, ...plate });
      return { kind: 'full' as const, full: plated ? { ...full, photos: full.photos.map((photo) => withKeyline(photo, look)) } : full };
    }
    const edges = furniture[index];
    const photosTop = page.placements.length > 0 ? Math.min(...page.placements.map((placement) => placement.frame.y)) : undefined;
    const keylines = page.placements.map((placement) => outset(placement.frame, matWidth(look)));
    const photosBottom = keylines.length > 0 ? Math.max(...keylines.map((keyline) => keyline.y + keyline.height)) : undefined;
    return { kind: 'grid' as const, page, furniture: furnitureOf(page.number, page.zones, edges, photosTop, photosBottom, page.captionsUnder) };
  });
  const gridFrame = Math.min(...pages.filter((page) => !page.fullBleed).flatMap((page) => page.placements.map(({ frame }) => frame.width * frame.height)));
  const photosWith = (variants: boolean, structure?: CaptionStructure) =>
    framed.map((frame) => {
      if (frame.kind === 'full') return undefined;
      const cut = [...frame.furniture.cut];
      return { cut, ...describePagePhotos(frame.page.placements, photos, request, look, cut, variants, gridFrame, structure) };
    });
  // One caption structure for the catalogue's grid (the seventh review, finding 4): each caption
  // set its own way, then, where they differ, all again as the one that needs most room: the price
  // off the name's line unless every caption has it there, which settles first since it can stack
  // price and code; then price and code one a line as soon as one caption needs it.
  const structuresOf = (pages: ReturnType<typeof photosWith>) => pages.flatMap((page) => page?.structures ?? []);
  const photosOf = (variants: boolean) => {
    const free = photosWith(variants);
    const priceBesideName = structuresOf(free).every((each) => each.priceBesideName);
    const settled = structuresOf(free).some((each) => each.priceBesideName !== priceBesideName) ? photosWith(variants, { priceBesideName, detailsStacked: false }) : free;
    const detailsStacked = structuresOf(settled).some((each) => each.detailsStacked);
    return structuresOf(settled).some((each) => each.detailsStacked !== detailsStacked) ? photosWith(variants, { priceBesideName, detailsStacked }) : settled;
  };
  const withVariants = photosOf(true);
  const chosen = withVariants.every((page) => page?.complete !== false) ? withVariants : photosOf(false);
  // The closing panel on the last grid page after the first (decisions 1115, 1128); a back cover is already the catalogue's back.
  const closing = framed.findLastIndex((frame) => frame.kind === 'grid');
  const closes = (index: number) => index === closing && !endsOnPlate && pages[index]?.kind === 'following' && !request.covers?.backCover;
  const panelTexts = { title: texts.title, subtitle: texts.subtitle, contact: texts.contact ?? '' };
  const panelContext = { look, language: settings.language, measure: request.measure, colours, ...(request.textFace && { textFace: request.textFace }) };
  const descriptions = framed.map((frame, index): PageDescription => {
    const described = chosen[index];
    if (frame.kind === 'full') return frame.full;
    if (!described) throw new Error(`page ${frame.page.number} was not described`);
    const { page, furniture } = frame;
    const framedPhotos = described.described.map((photo) => withKeyline(photo, look));
    return { number: page.number, size: page.zones.page, zones: page.zones, texts: furniture.texts, rules: furniture.rules, photos: framedPhotos, logo: furniture.logo, cut: described.cut };
  });
  return descriptions.map((description, index) => {
    // A closing page in rows of the user's order at the white of the last grid page in rows before it, read from the ink (decision 1120).
    const white = pages[index]?.inOrder ? descriptions.slice(0, index).map(whiteUnderFirstRow).findLast((each) => each !== undefined) : undefined;
    const closed = white === undefined ? description : rowsAtWhite(description, white);
    const besidePhoto = endsOnPlate && index === descriptions.length - 1 ? panelColumnBesidePhoto(closed) : undefined;
    if (besidePhoto) return withColumnPanel(closed, panelTexts, besidePhoto, panelContext);
    if (!closes(index)) return closed;
    // A closing page on the grid's left edge has its panel in the white column beside its photos (decisions 1122, 1128).
    const column = pages[index]?.closingColumn;
    return column ? withColumnPanel(closed, panelTexts, column, panelContext) : withClosingPanel(closed, panelTexts, panelContext);
  });
}

export function describePages(request: DescribePagesRequest): PageDescription[] {
  const { settings, photos } = request;
  const texts = composedTexts(request.texts, settings.language);
  const colours = pageColours(request.accent);
  const body =
    settings.layout === 'line-sheet'
      ? describeLineSheetPages({ orientation: settings.orientation, language: settings.language, currency: settings.currency, options: settings.lineSheet ?? DEFAULT_LINE_SHEET_OPTIONS, texts, photos, colours, measure: request.measure, ...(request.textFace && { textFace: request.textFace }), hyphenate: request.hyphenate, logo: request.logo, look: pageLook(settings.look) })
      : describeGridPages(request, texts, colours);
  const { cover, backCover } = request.covers ?? {};
  const coverPhoto = cover && photos[cover.photoIndex];
  const look = pageLook(settings.look);
  const coverPage = cover && coverPhoto ? [describeCover(cover, { orientation: settings.orientation, texts, photo: layoutPhoto(coverPhoto), logo: request.logo, measure: request.measure, look })] : [];
  const backPage = backCover ? [describeBackCover(backCover, body.length + 1, { orientation: settings.orientation, texts, measure: request.measure, colours, look })] : [];
  const pages = [...coverPage, ...body, ...backPage];
  const last = pages[pages.length - 1];
  if (request.link && last) last.rules = [...last.rules, ...linkCodeRules(request.link, last)];
  return pages;
}

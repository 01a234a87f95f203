/**
 * Everything on a page except the photos (spec 9, docs/decisions/0202): page 1's header (logo,
 * title, short accent rule, subtitle, introduction), a running title on later pages, the hairlines
 * closing page 1's header and every footer, the footer text, and the page number from page 2, each
 * as the look sets it (issue 26.6): centred or flush left, with or without rules, the folio in the
 * accent or muted. Later grid pages are quiet (decision 1063): no rule under the running title, a
 * small folio.
 */
import { mmToPoints, pageZones, runningHeadBaseline, type PageZones, type Rect, type Size } from '../layout/geometry.js';
import { headerTextZone, logoFrame } from '../layout/logo.js';
import type { PhotoEdges } from '../layout/photo-edges.js';
import { CLASSIC_LOOK, type Alignment, type PageLook, type Setting } from '../layout/looks.js';
import { fitFooter } from '../text/footer-fit.js';
import type { Hyphenate } from '../text/hyphenation.js';
import { fitHeader, type HeaderRole, type TextLine } from '../text/header-fit.js';
import { CAPITALS_BOX, inkInside, inkSpan } from '../text/ink.js';
import { ellipsize, inFigures, type Measure } from '../text/wrap.js';
import type { CatalogTexts } from '../types.js';
import type { LanguageCode } from '../../shared/index.js';
import { tracked } from '../text/tracking.js';
import { setCase } from './caption-style.js';
import type { CutText, DescribedRule, DescribedText, TextFace, TextRole } from './page-description.js';
import { BODY, HAIRLINE_WIDTH, INK, MUTED, PANEL_TINT, type PageColours } from './palette.js';

const ROLE_COLOURS = { title: INK, subtitle: BODY, introduction: BODY } as const satisfies Record<HeaderRole, string>;
/** The short accent rule's length: page 1's, and the closing panel's (decision 1128). */
export const ACCENT_RULE_WIDTH = 36;
/** Small and quiet, under the captions' names (9.25 pt): a page number, not a heading (decision 1063). */
export const FOLIO_SIZE = 7.5;
/**
 * White the footer text keeps on both sides, so it stays centred on the page clear of the folio;
 * the width the page number's disc and its margin took before, so no footer rewraps.
 */
const FOLIO_CLEARANCE = 33;
/** Space between the footer rule and the footer text. */
const FOOTER_RULE_GAP = 4;

export interface Furniture {
  texts: DescribedText[];
  rules: DescribedRule[];
  logo: Rect | null;
  cut: CutText[];
}

interface Context {
  texts: CatalogTexts;
  zones: PageZones;
  pageNumber: number;
  colours: PageColours;
  measure: Measure;
  /** The catalogue language's hyphenation, for the introduction. */
  hyphenate?: Hyphenate;
  /** The text face the introduction is set in, where it is not the catalogue font (decision 1063). */
  textFace?: TextFace;
  logo?: Size;
  /** Classico without it. */
  look?: PageLook;
  /**
   * How far the photos stand in from the content's edges (their gutter): a flush-left look sets its
   * texts and hairlines on that line, so they align with the photos' edges.
   */
  indent?: number;
  /** Where a full page's photos start and end across: the hairlines and the folio stand on them. */
  edges?: PhotoEdges;
  /** The top edge of page 1's highest photo, which a look's opening may align its header to. */
  photosTop?: number;
  /** The bottom edge of the page's lowest frame (its keyline in a look with a passe-partout). */
  photosBottom?: number;
  /** The catalogue's language, for a look's running head in capitals (decision 1074); Italian without it. */
  language?: LanguageCode;
  /**
   * A rule under the running title of later pages. A line sheet's table keeps it; grid pages go
   * without (decision 1063): a rule on every page, over the photos, read as a report's.
   */
  runningRule?: boolean;
  /** Page 1's companions stand in a row under the title, their captions under them (the 6 landscape cover, decision 1110). */
  titleOnRow?: boolean;
}

/**
 * The zone a flush-left look aligns on: the photos' own edges when they are known (framed cells
 * stood 1.5 mm inside the content less the gutter, the line Editoriale's title and rules kept),
 * else the content less the photos' gutter on both sides.
 */
function aligned(zone: Rect, { look, indent, edges }: Context): Rect {
  if (look?.headerAlign !== 'left') return zone;
  if (edges) return within(zone, edges);
  return indent ? { ...zone, x: zone.x + indent, width: zone.width - 2 * indent } : zone;
}

/**
 * Where hairlines and folio stand: across the photos, as far as they are known (a rule wider than
 * the grid reads as a second grid), which is also a flush-left look's texts' line.
 */
function ruled(zone: Rect, context: Context): Rect {
  const { edges } = context;
  return edges ? within(zone, edges) : aligned(zone, context);
}

/**
 * The zone across the photos' edges, never past its own: page 1's header set beside a hero raised
 * into its band (decision 1068) keeps to the white beside it.
 */
function within(zone: Rect, edges: PhotoEdges): Rect {
  const x = Math.max(zone.x, edges.x);
  return { ...zone, x, width: Math.min(zone.x + zone.width, edges.x + edges.width) - x };
}

function line(measure: Measure, role: TextRole, text: string, size: number, baseline: number, centreX: number, colour: string): DescribedText {
  return { role, text, size, baseline, centreX, width: measure(text, size), colour };
}

function rule(role: DescribedRule['role'], centreX: number, y: number, width: number, colour: string): DescribedRule {
  return { role, x: centreX - width / 2, y, width, thickness: HAIRLINE_WIDTH, colour };
}

/** A line's centre: the zone's, or, flush left, half its width from the zone's left edge. */
function alignedCentre(zone: Rect, width: number, align: Alignment): number {
  return align === 'left' ? zone.x + width / 2 : zone.x + zone.width / 2;
}

/**
 * Where the logo stands: page 1's header band is a row of the grid high (decision 1068), the logo
 * keeps the look's own header height (the one it is prepared for, `logoTargetFor`), in the band's middle.
 */
function logoZone(zone: Rect, page: Size, look: PageLook, air: number): Rect {
  const height = Math.min(zone.height, pageZones(page.width > page.height ? 'landscape' : 'portrait', look).header.height - 2 * air);
  return { ...zone, y: zone.y + (zone.height - height) / 2, height };
}

/** How a header line the look sets is measured and marked: its face where the look sets it in the caption face, its spacing. */
export function typeSetting(context: Pick<Context, 'measure' | 'textFace'>, setting: Setting & { inCaptionFace: boolean }): { measure: Measure; marks: Pick<DescribedText, 'face' | 'tracking'> } {
  const face = setting.inCaptionFace ? context.textFace : undefined;
  return { measure: tracked(face?.measure ?? context.measure, setting.tracking), marks: { ...(face && { face: face.family }), ...(setting.tracking && { tracking: setting.tracking }) } };
}

/**
 * A header set at the top of its white, or on a panel, beside a hero raised into its band starts
 * level with the photos' top edge: from the page's margin it stood a few points over the photo.
 * Over the photos (no hero beside it) it keeps its band.
 */
function fromPhotosTop(zone: Rect, look: PageLook, photosTop: number | undefined): Rect {
  const bottom = zone.y + zone.height;
  if ((look.opening.place !== 'top' && !look.opening.panel) || photosTop === undefined || photosTop <= zone.y || photosTop >= bottom) return zone;
  return { ...zone, y: photosTop, height: bottom - photosTop };
}

function firstPageHeader(context: Context, lookAsSet: PageLook, furniture: Furniture): void {
  const { zones, colours, measure, hyphenate, logo, textFace } = context;
  // Over a row of companions a block set at the top of its white left a band of it over the row (the thirteenth review, A5):
  // it stands on the row instead, a header's white over it, and the white goes to the page's top, beside the hero's (decision 1132).
  const look = context.titleOnRow && lookAsSet.opening.place === 'top' ? { ...lookAsSet, opening: { ...lookAsSet.opening, place: 'foot' as const } } : lookAsSet;
  const air = mmToPoints(look.headerAir);
  const outer = fromPhotosTop(aligned(zones.header, context), look, context.photosTop);
  const zone = { ...outer, y: outer.y + air, height: outer.height - 2 * air };
  furniture.logo = logo ? logoFrame(logo, logoZone(zone, zones.page, look, air)) : null;
  // On a panel the texts stand within it: set across the header's whole zone, centred beyond the
  // photos' edge where the panel ends, half the title hung over white page (the independent review).
  const panelEdges = look.opening.panel ? context.edges : undefined;
  const panel = panelEdges ? within(outer, panelEdges) : outer;
  const textZone = headerTextZone(panelEdges ? within(zone, panelEdges) : zone, furniture.logo);
  const subtitle = typeSetting(context, look.type.subtitle);
  const headerLook = { title: look.titleScale, ...(textFace && { introduction: textFace.measure }), subtitle: subtitle.measure, subtitleCapitals: look.type.subtitle.capitals, place: look.opening.place, ...(look.accentRule && { titleGap: RULED_TITLE_GAP }), ...(look.accentRule && look.opening.ruleAbove && { ruleAbove: RULE_CLEARANCE + HAIRLINE_WIDTH }) };
  const texts = { ...context.texts, subtitle: setCase(context.texts.subtitle, look.type.subtitle, context.language ?? 'Italiano') };
  const stacked = fitHeader(texts, textZone, measure, hyphenate, headerLook);
  // Set in two columns, the header spans the photos under it, as the grid's own columns do: across
  // the content it stood wider than the grid (Galleria's grid is centred, narrower than the page).
  // Over a block too narrow for its texts (one photo alone) it keeps its whole zone rather than cut them.
  const edges = context.edges;
  const across = stacked.columns && edges && !furniture.logo ? fitHeader(texts, within(textZone, edges), measure, hyphenate, headerLook) : undefined;
  const header = across && across.cut.length <= stacked.cut.length ? across : stacked;
  for (const fitted of header.lines) {
    // The introduction reads as body copy, in the captions' text face under a display face; the
    // subtitle as the look sets it (decision 1074).
    const face = fitted.role === 'introduction' ? textFace : undefined;
    const inFace = fitted.role === 'subtitle' ? subtitle.measure : (face?.measure ?? measure);
    const marks = fitted.role === 'subtitle' ? subtitle.marks : face ? { face: face.family } : {};
    const centreX = look.headerAlign === 'left' && !header.columns ? alignedCentre(textZone, inFace(fitted.text, fitted.size), 'left') : fitted.centreX;
    furniture.texts.push({ ...line(inFace, fitted.role, fitted.text, fitted.size, fitted.baseline, centreX, ROLE_COLOURS[fitted.role]), ...marks });
  }
  const accent = header.accentRuleY !== null && look.accentRule ? titleRules(header.lines, header.accentRuleY, zone, measure) : undefined;
  if (accent) {
    const centreX = alignedCentre(textZone, ACCENT_RULE_WIDTH, look.headerAlign);
    furniture.rules.push(rule('accent-rule', centreX, accent.under, ACCENT_RULE_WIDTH, colours.accentRule));
    if (look.opening.ruleAbove && accent.above !== undefined) furniture.rules.push(rule('accent-rule', centreX, accent.above, ACCENT_RULE_WIDTH, colours.accentRule));
  }
  // Under everything else on the page (rules are drawn before texts): the header's white beside the photos, tinted.
  if (look.opening.panel) {
    // Across the photos' edges, as the hairlines are: the header's zone ran 1.5 mm past the photo under it.
    furniture.rules.unshift({ role: 'title-panel', x: panel.x, y: panel.y + panel.height / 2, width: panel.width, thickness: panel.height, colour: PANEL_TINT });
  }
  for (const field of header.cut) furniture.cut.push({ field });
}

/**
 * White between a rule and the type or frames beside it, in points. At 0.15 em (3.9 pt at 26 pt)
 * the rule under a one-line title stood about 1 pt under its descenders and read as an underline
 * (the seventh review, finding 9: 8-10 pt clear).
 */
export const RULE_CLEARANCE = 8;
/**
 * The white after a ruled title, at full scale: the rule RULE_CLEARANCE under the title's
 * descenders and the subtitle's capitals further under it, so the rule still reads as the title's
 * (decision 1092). The house 9 pt left 11.4 pt between descenders and capitals, too little for both.
 * The rule over the title has its white kept over the stack (`HeaderLook.ruleAbove`): taken from the
 * title's own, it left the header's zone on a full header and was dropped.
 */
export const RULED_TITLE_GAP = 16;

/**
 * The rule under the title, and the rule over it where a look frames the title (`Opening.ruleAbove`):
 * each the same white off the title's ink (its capitals, marks, descenders), never lower than the
 * fitter's mid-gap `under`, the rule over it none where it would leave the header's zone.
 */
function titleRules(lines: readonly TextLine[], under: number, zone: Rect, measure: Measure): { under: number; above?: number } | undefined {
  const titles = lines.filter((fitted) => fitted.role === 'title');
  if (titles.length === 0) return undefined;
  const ink = inkSpan(titles, measure, CAPITALS_BOX);
  const above = ink.top - RULE_CLEARANCE;
  return { under: Math.min(under, ink.bottom + RULE_CLEARANCE), ...(above >= zone.y && { above }) };
}

/**
 * The running title as the look sets it (decision 1074): in spaced capitals, in the caption face
 * where the look sets it there and the catalogue has one.
 */
function runningTitle(context: Context, look: PageLook, furniture: Furniture): void {
  const { texts, zones } = context;
  const zone = aligned(zones.header, context);
  const setting = look.type.runningHead;
  const title = setCase(texts.title, setting, context.language ?? 'Italiano');
  if (!title.trim()) return;
  // In lining figures: a year in a display face's old-style figures rose and fell among spaced capitals (the sixth review, finding 10).
  const { measure: typed, marks } = typeSetting(context, setting);
  const measure = inFigures(typed);
  const wanted = look.runningHead.size;
  const fitted = measure(title, wanted) <= zone.width ? title : ellipsize(title, zone.width, wanted, measure);
  const { size, baseline } = runningTitleInk(fitted, wanted, zone, measure);
  // In the body's grey: at a caption's size the muted grey was too pale to see (the independent
  // reviews of issue 35); the captions' names, in ink, stay the darker.
  const described = line(measure, 'running-title', fitted, size, baseline, alignedCentre(zone, measure(fitted, size), look.headerAlign), BODY);
  furniture.texts.push({ ...described, ...marks, figures: true });
}

/**
 * The running title at the look's size in the middle of the slim head; when marks stacked on its
 * letters (issue 27.9) or a tall script would reach out of the head, smaller, its ink centred in it.
 */
function runningTitleInk(text: string, wanted: number, zone: Rect, measure: Measure): { size: number; baseline: number } {
  const baseline = runningHeadBaseline(zone, wanted);
  const ink = measure.ink?.(text);
  if (!ink || inkInside([{ text, size: wanted, baseline }], zone, measure)) return { size: wanted, baseline };
  const size = Math.min(wanted, zone.height / (ink.above + ink.below));
  return { size, baseline: zone.y + (zone.height - (ink.above + ink.below) * size) / 2 + ink.above * size };
}

function footer(context: Context, look: PageLook, furniture: Furniture): void {
  const { texts, zones, colours, measure } = context;
  const zone = ruled(zones.footer, context);
  const middle = zone.x + zone.width / 2;
  if (look.hairlines && !footRuleOnFrames(context)) furniture.rules.push(rule('footer-rule', middle, zone.y, zone.width, colours.hairline));
  const textZone = { x: zone.x + FOLIO_CLEARANCE, y: zone.y + FOOTER_RULE_GAP, width: zone.width - 2 * FOLIO_CLEARANCE, height: zone.height - FOOTER_RULE_GAP };
  const fitted = fitFooter(texts.footer, textZone, measure);
  for (const footerLine of fitted.lines) {
    furniture.texts.push(line(measure, 'footer', footerLine.text, footerLine.size, footerLine.baseline, middle, MUTED));
  }
  if (fitted.cut) furniture.cut.push({ field: 'footer' });
}

/**
 * Page 1 goes without its foot rule where its photos come down to it: at 6 per page in landscape
 * the hero and its companion stand on the footer's line, and the rule ran along their keylines'
 * feet, inside them (the seventh review, finding 9). Page 1 has no folio for the rule to carry.
 */
function footRuleOnFrames({ pageNumber, photosBottom, zones }: Context): boolean {
  return pageNumber === 1 && photosBottom !== undefined && zones.footer.y - photosBottom < RULE_CLEARANCE;
}

/**
 * The page number alone, as a designer sets a folio: flush with the footer rule's right end (at the
 * outer edge in Editoriale, left on even pages), in the accent colour in Classico, muted elsewhere;
 * a disc behind it read as clip-art among hairlines.
 */
function folio(context: Context, look: PageLook, furniture: Furniture): void {
  // On the footer text's first baseline, so the two read as one line; alone, mid-footer.
  const footerLine = furniture.texts.find((text) => text.role === 'footer');
  furniture.texts.push(describeFolio({ ...context, look, zone: ruled(context.zones.footer, context), ...(footerLine && { baseline: footerLine.baseline }) }));
}

export interface FolioRequest {
  pageNumber: number;
  /** The footer's zone, as far across as the folio may stand. */
  zone: Rect;
  look: PageLook;
  colours: PageColours;
  measure: Measure;
  /** The footer text's baseline; without it, the folio stands mid-footer. */
  baseline?: number;
  /** The captions' face: the folio's where the look sets it there (`LookType.folioInCaptionFace`). */
  textFace?: TextFace;
}

/** The page number in the footer zone, as `folio` sets it: also a split full page's (full-page.ts). */
export function describeFolio({ pageNumber, zone, look, colours, measure: titleMeasure, baseline = zone.y + zone.height / 2 + FOLIO_SIZE * 0.35, textFace }: FolioRequest): DescribedText {
  const text = String(pageNumber);
  const tracking = look.type.folioTracking;
  const face = look.type.folioInCaptionFace ? textFace : undefined;
  const measure = tracked(face?.measure ?? titleMeasure, tracking);
  const half = measure(text, FOLIO_SIZE) / 2;
  const left = look.folio === 'outside' && pageNumber % 2 === 0;
  const colour = look.folio === 'accent' ? colours.folio : MUTED;
  return { ...line(measure, 'page-number', text, FOLIO_SIZE, baseline, left ? zone.x + half : zone.x + zone.width - half, colour), ...(tracking && { tracking }), ...(face && { face: face.family }) };
}

export function describeFurniture(context: Context): Furniture {
  const look = context.look ?? CLASSIC_LOOK;
  const furniture: Furniture = { texts: [], rules: [], logo: null, cut: [] };
  const header = ruled(context.zones.header, context);
  if (context.pageNumber === 1) firstPageHeader(context, look, furniture);
  else runningTitle(context, look, furniture);
  const headRule = context.pageNumber === 1 || context.runningRule !== false;
  if (look.hairlines && headRule) furniture.rules.push(rule('header-rule', header.x + header.width / 2, header.y + header.height, header.width, context.colours.hairline));
  footer(context, look, furniture);
  if (context.pageNumber >= 2) folio(context, look, furniture);
  return furniture;
}

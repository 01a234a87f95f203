/**
 * The optional cover and back cover (issue 15.1, docs/decisions/0830): the cover shows one photo
 * of the catalogue, fitted whole in a large frame under the logo and above the title and subtitle,
 * or covering the whole page under a panel with them (issue 26.2); the back cover centres the company's contacts and
 * prints the footer. Neither carries a page number: the catalogue's own pages keep theirs.
 */
import type { BackCoverContacts, CoverSettings, JpegEncoding } from '../../shared/index.js';
import { fillBox } from '../layout/focal-point.js';
import { fitInBox, pageZones, type PageZones, type Rect, type Size } from '../layout/geometry.js';
import { logoBox, logoFrame } from '../layout/logo.js';
import { pageLook, type Alignment, type PageFormat, type PageLook } from '../layout/looks.js';
import type { LayoutPhoto } from '../layout/pages.js';
import { MIN_TYPE_SIZE, ellipsize, wrapBalanced, type Measure } from '../text/wrap.js';
import { fitFooter } from '../text/footer-fit.js';
import type { CatalogTexts, PrepareTarget } from '../types.js';
import type { CutText, DescribedText, PageDescription, TextRole } from './page-description.js';
import { BODY, HAIRLINE_WIDTH, INK, MUTED, WHITE, type PageColours } from './palette.js';

export type CoverStyle = CoverSettings['cover']['style'];
export type { BackCoverContacts };

export interface CoverRequest {
  /** The photo's index in the catalogue order. */
  photoIndex: number;
  style: CoverStyle;
}

export interface CoversRequest {
  cover?: CoverRequest;
  backCover?: BackCoverContacts;
}

interface BlockStyle {
  size: number;
  maxLines: number;
  leading: number;
}

const COVER_TITLE: BlockStyle = { size: 30, maxLines: 2, leading: 1.15 };
const COVER_SUBTITLE: BlockStyle = { size: 13, maxLines: 2, leading: 1.3 };
const COMPANY: BlockStyle = { size: 16, maxLines: 2, leading: 1.25 };
const CONTACT: BlockStyle = { size: 10, maxLines: 1, leading: 1.6 };
/** The frame style leaves this share of the area's width and height around the photo. */
const FRAME_SHARE = 0.72;
const GAP = 18;

/** What shares the cover's page with the photo: the logo above it, the title and subtitle under it. */
export interface CoverFurniture {
  logo: boolean;
  title: string;
  subtitle: string;
}

/** The height the title and subtitle take under the photo, with the gaps around them. */
function textBandHeight(title: number | null, subtitle: number | null): number {
  const height = (title ?? 0) + (subtitle === null ? 0 : subtitle + GAP / 2);
  return height > 0 ? height + GAP : 0;
}

/** The area within the margins left to the photo: under the logo, above the texts. */
function coverArea(zones: PageZones, logo: boolean, textHeight: number): Rect {
  const { content, header } = zones;
  const top = logo ? header.y + header.height : content.y;
  return { x: content.x, y: top, width: content.width, height: content.y + content.height - top - textHeight };
}

/** The framed cover's box: a large frame centred in the area. */
function framedBox(area: Rect): Rect {
  return { x: area.x + (area.width * (1 - FRAME_SHARE)) / 2, y: area.y + (area.height * (1 - FRAME_SHARE)) / 2, width: area.width * FRAME_SHARE, height: area.height * FRAME_SHARE };
}

const tallest = (style: BlockStyle) => style.maxLines * style.size * style.leading;

/** The cover's title in the look's scale (issue 26.6). */
function coverTitleStyle(look: PageLook): BlockStyle {
  return { ...COVER_TITLE, size: COVER_TITLE.size * look.titleScale };
}

/**
 * What to prepare the cover's photo for (issue 25.2): the smallest box it can print in with this
 * logo and these texts, taken at their most lines and largest type, since the fonts that wrap them
 * are only loaded by the render. Prepared at the quality's ppi for that box, the photo never
 * exceeds the ceiling where it prints, and falls short of it by a few percent at most. The grid's
 * copy, prepared for a cell, would print too soft there.
 */
export function coverTargetFor(format: PageFormat, style: CoverStyle, furniture: CoverFurniture, maxPpi: number, jpeg: JpegEncoding): PrepareTarget {
  const zones = pageZones(format.orientation, pageLook(format.look));
  // The full cover's photo covers the page whatever the texts (issue 26.2).
  if (style === 'full') return { boxWidthPt: zones.page.width, boxHeightPt: zones.page.height, maxPpi, jpeg, fill: true };
  const textHeight = textBandHeight(furniture.title.trim() ? tallest(coverTitleStyle(pageLook(format.look))) : null, furniture.subtitle.trim() ? tallest(COVER_SUBTITLE) : null);
  const box = framedBox(coverArea(zones, furniture.logo, textHeight));
  return { boxWidthPt: box.width, boxHeightPt: box.height, maxPpi, jpeg };
}

interface Block {
  lines: string[];
  size: number;
  leading: number;
  cut: boolean;
}

/**
 * Where the cover's photo prints, once the pages are described with the real fonts: the box the
 * photo fills (its frame), for lowResolutionPpi. Undefined without a cover.
 */
export function printedCoverBox(pages: readonly PageDescription[]): Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'> | undefined {
  const photo = pages[0]?.number === 0 ? pages[0].photos[0] : undefined;
  return photo && { boxWidthPt: photo.frame.width, boxHeightPt: photo.frame.height, ...(photo.image && { fill: true }) };
}

/** Wrapped into at most `maxLines`, shrunk down to MIN_TYPE_SIZE, cut with an ellipsis only then. */
function fitBlock(text: string, width: number, style: BlockStyle, measure: Measure): Block {
  for (let size = style.size; size >= MIN_TYPE_SIZE - 1e-9; size -= 0.5) {
    const lines = wrapBalanced(text, width, size, measure);
    if (lines.length <= style.maxLines && lines.every((line) => measure(line, size) <= width)) return { lines, size, leading: style.leading, cut: false };
  }
  const lines = wrapBalanced(text, width, MIN_TYPE_SIZE, measure).slice(0, style.maxLines);
  const last = lines.length - 1;
  lines[last] = ellipsize(lines[last] ?? '', width, MIN_TYPE_SIZE, measure);
  return { lines, size: MIN_TYPE_SIZE, leading: style.leading, cut: true };
}

function blockHeight(block: Block): number {
  return block.lines.length * block.size * block.leading;
}

/** Where a block's lines stand: centred on `x`, or (issue 26.6) flush left from `x`. */
interface Anchor {
  x: number;
  align: Alignment;
}

/** The block's lines from `top`, at `anchor`; returns where the block ends. */
function placeBlock(block: Block, role: TextRole, top: number, anchor: Anchor, colour: string, measure: Measure, texts: DescribedText[]): number {
  let y = top;
  for (const text of block.lines) {
    const lineHeight = block.size * block.leading;
    const width = measure(text, block.size);
    const centreX = anchor.align === 'left' ? anchor.x + width / 2 : anchor.x;
    texts.push({ role, text, size: block.size, baseline: y + (lineHeight - block.size) / 2 + block.size * 0.8, centreX, width, colour });
    y += lineHeight;
  }
  return y;
}

function emptyPage(number: number, orientation: 'portrait' | 'landscape', look: PageLook): PageDescription {
  const zones = pageZones(orientation, look);
  return { number, size: zones.page, zones, texts: [], rules: [], photos: [], logo: null, cut: [] };
}

interface CoverContext {
  orientation: 'portrait' | 'landscape';
  texts: CatalogTexts;
  photo: LayoutPhoto;
  logo?: Size;
  measure: Measure;
  look: PageLook;
}

export function describeCover(request: CoverRequest, context: CoverContext): PageDescription {
  if (request.style === 'full') return describeFullCover(request, context);
  const page = emptyPage(0, context.orientation, context.look);
  const { content, header } = page.zones;
  page.logo = context.logo ? logoFrame(context.logo, header) : null;
  const title = context.texts.title.trim() ? fitBlock(context.texts.title, content.width, coverTitleStyle(context.look), context.measure) : null;
  const subtitle = context.texts.subtitle.trim() ? fitBlock(context.texts.subtitle, content.width * 0.85, COVER_SUBTITLE, context.measure) : null;
  const area = coverArea(page.zones, page.logo !== null, textBandHeight(title && blockHeight(title), subtitle && blockHeight(subtitle)));
  const box = framedBox(area);
  const frame = fitInBox(context.photo, box);
  page.photos.push({ index: request.photoIndex, cell: area, box, frame, captionBand: null, caption: [] });
  let y = frame.y + frame.height + GAP;
  // Flush left, the texts stand under the photo's left edge (issue 26.6).
  const anchor: Anchor = context.look.headerAlign === 'left' ? { x: frame.x, align: 'left' } : { x: content.x + content.width / 2, align: 'centre' };
  if (title) y = placeBlock(title, 'title', y, anchor, INK, context.measure, page.texts);
  if (subtitle) placeBlock(subtitle, 'subtitle', y + GAP / 2, anchor, BODY, context.measure, page.texts);
  noteCuts(page, title, subtitle);
  return page;
}

function noteCuts(page: PageDescription, title: Block | null, subtitle: Block | null): void {
  for (const [block, field] of [
    [title, 'title'],
    [subtitle, 'subtitle'],
  ] as const) {
    if (block?.cut) page.cut.push({ field });
  }
}

/** The full cover's panel: this share of the content's width, and its inner padding. */
const PANEL_WIDTH_SHARE: Record<'portrait' | 'landscape', number> = { portrait: 0.8, landscape: 0.56 };
const PANEL_PADDING = 24;
/** The logo in the panel takes at most this share of the header's logo box, so it is never printed larger than prepared. */
const PANEL_LOGO_SHARE = 0.6;

/**
 * Issue 26.2: the photo covers the whole page, cropped around its focal point; the logo, title and
 * subtitle stand in an opaque paper-white panel low on the page, so they read on any photo, busy
 * or dark, with the ink's own contrast (no transparency, which some print workflows flatten badly).
 * Without logo, title and subtitle there is no panel: the photo alone.
 */
function describeFullCover(request: CoverRequest, context: CoverContext): PageDescription {
  const page = emptyPage(0, context.orientation, context.look);
  const { page: size, content, header } = page.zones;
  const sheet = { x: 0, y: 0, width: size.width, height: size.height };
  page.photos.push({ index: request.photoIndex, cell: sheet, box: sheet, frame: sheet, image: fillBox(context.photo, sheet, context.photo.focus), captionBand: null, caption: [] });
  const panelWidth = content.width * PANEL_WIDTH_SHARE[context.orientation];
  const inner = panelWidth - 2 * PANEL_PADDING;
  const title = context.texts.title.trim() ? fitBlock(context.texts.title, inner, coverTitleStyle(context.look), context.measure) : null;
  const subtitle = context.texts.subtitle.trim() ? fitBlock(context.texts.subtitle, inner, COVER_SUBTITLE, context.measure) : null;
  const headerLogo = logoBox(header);
  const logo = context.logo ? fitInBox(context.logo, { x: 0, y: 0, width: Math.min(headerLogo.width, inner), height: headerLogo.height * PANEL_LOGO_SHARE }) : null;
  const parts = [logo?.height, title && blockHeight(title), subtitle && blockHeight(subtitle)].filter((height): height is number => height !== undefined && height !== null);
  if (parts.length === 0) return page;
  const height = 2 * PANEL_PADDING + parts.reduce((sum, part) => sum + part, 0) + (parts.length - 1) * (GAP / 2);
  // A flush-left look sets its panel in the bottom-left corner of the margins, as a magazine's cover line.
  const panelX = context.look.headerAlign === 'left' ? content.x : (size.width - panelWidth) / 2;
  const panel = { x: panelX, y: content.y + content.height - height, width: panelWidth, height };
  page.panel = { ...panel, colour: WHITE };
  const anchor: Anchor = context.look.headerAlign === 'left' ? { x: panel.x + PANEL_PADDING, align: 'left' } : { x: size.width / 2, align: 'centre' };
  let y = panel.y + PANEL_PADDING;
  if (logo) {
    page.logo = { ...logo, x: anchor.align === 'left' ? anchor.x : anchor.x - logo.width / 2, y };
    y += logo.height + GAP / 2;
  }
  if (title) y = placeBlock(title, 'title', y, anchor, INK, context.measure, page.texts) + GAP / 2;
  if (subtitle) placeBlock(subtitle, 'subtitle', y, anchor, BODY, context.measure, page.texts);
  noteCuts(page, title, subtitle);
  return page;
}

/** The contact lines, in the order a letterhead gives them. */
function contactLines(contacts: BackCoverContacts): string[] {
  return [contacts.address, contacts.phone, contacts.email, contacts.website].map((line) => line.trim()).filter(Boolean);
}

export function describeBackCover(contacts: BackCoverContacts, number: number, context: Omit<CoverContext, 'photo' | 'logo'> & { colours: PageColours }): PageDescription {
  const page = emptyPage(number, context.orientation, context.look);
  const { content, footer } = page.zones;
  const centreX = content.x + content.width / 2;
  const blocks: [Block, TextRole, string][] = [];
  if (contacts.company.trim()) blocks.push([fitBlock(contacts.company, content.width * 0.8, COMPANY, context.measure), 'contact', INK]);
  for (const line of contactLines(contacts)) blocks.push([fitBlock(line, content.width * 0.8, CONTACT, context.measure), 'contact', MUTED]);
  const height = blocks.reduce((sum, [block]) => sum + blockHeight(block), 0) + (blocks.length > 1 ? GAP / 2 : 0);
  let y = content.y + (content.height - height) / 2;
  blocks.forEach(([block, role, colour], index) => {
    y = placeBlock(block, role, y, { x: centreX, align: 'centre' }, colour, context.measure, page.texts) + (index === 0 ? GAP / 2 : 0);
  });
  const cut: CutText[] = blocks.some(([block]) => block.cut) ? [{ field: 'contacts' }] : [];
  const footerText = fitFooter(context.texts.footer, { ...footer, y: footer.y + 4, height: footer.height - 4 }, context.measure);
  for (const line of footerText.lines) page.texts.push({ role: 'footer', text: line.text, size: line.size, baseline: line.baseline, centreX, width: context.measure(line.text, line.size), colour: MUTED });
  if (context.look.hairlines) page.rules.push({ role: 'footer-rule', x: footer.x, y: footer.y, width: footer.width, thickness: HAIRLINE_WIDTH, colour: context.colours.hairline });
  if (footerText.cut) cut.push({ field: 'footer' });
  page.cut.push(...cut);
  return page;
}

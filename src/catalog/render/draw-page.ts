/**
 * Draws one page exactly as describePages described it, tagged (issue 12.2): the header texts,
 * every photo as a Figure with its alternative text, its caption as a Caption and the footer once
 * (page 1) are structure, in reading order; rules, logo and the furniture repeated on later
 * pages are artifacts. The photos' images are embedded by the caller.
 */
import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import type { DescribedKeyline, DescribedPhoto, DescribedRule, DescribedText, PageDescription, TextRole } from '../describe/page-description.js';
import type { FontChain } from '../fonts/font-chain.js';
import type { Rect } from '../layout/geometry.js';
import { drawCentredLine } from './draw-text.js';
import { addQuantityFields } from './quantity-fields.js';
import { MUTED } from '../describe/palette.js';
import { pdfColour } from './pdf-colour.js';
import type { StructureElement, StructureRole, StructureTree } from './structure-tree.js';

/** Its outline shows a light colourway ('Bianco ottico', #fafafa) on white paper (issue 33.5). */
const SWATCH_OUTLINE = 0.35;

function drawRule(page: PDFPage, rule: DescribedRule): void {
  const y = page.getHeight() - rule.y;
  page.drawLine({ start: { x: rule.x, y }, end: { x: rule.x + rule.width, y }, thickness: rule.thickness, color: pdfColour(rule.colour) });
  if (rule.role !== 'swatch') return;
  const inset = SWATCH_OUTLINE / 2;
  const side = rule.thickness - SWATCH_OUTLINE;
  page.drawRectangle({ x: rule.x + inset, y: y - rule.thickness / 2 + inset, width: side, height: side, borderColor: pdfColour(MUTED), borderWidth: SWATCH_OUTLINE });
}

function drawImage(page: PDFPage, image: PDFImage, frame: Rect): void {
  page.drawImage(image, { x: frame.x, y: page.getHeight() - frame.y - frame.height, width: frame.width, height: frame.height });
}

/** A photo drawn whole in its frame, or drawn at `image` and clipped to the frame it fills (issue 26.1). */
function drawPhoto(page: PDFPage, image: PDFImage, placement: Pick<DescribedPhoto, 'frame' | 'image'>): void {
  if (!placement.image) return drawImage(page, image, placement.frame);
  const { frame } = placement;
  page.pushOperators(pushGraphicsState(), rectangle(frame.x, page.getHeight() - frame.y - frame.height, frame.width, frame.height), clip(), endPath());
  drawImage(page, image, placement.image);
  page.pushOperators(popGraphicsState());
}

/** A passe-partout's keyline (decision 1085): a hairline rectangle stroked round its photo. */
function drawKeyline(page: PDFPage, { rect, thickness, colour }: DescribedKeyline): void {
  page.drawRectangle({ x: rect.x, y: page.getHeight() - rect.y - rect.height, width: rect.width, height: rect.height, borderColor: pdfColour(colour), borderWidth: thickness });
}

/** The structure role of the header texts ('title': the tree's one H1, see `titleRole`); the others are furniture. */
const HEADER_ROLES: Partial<Record<TextRole, StructureRole>> = { title: 'H1', subtitle: 'P', introduction: 'P', contact: 'P' };

export interface PagePhoto {
  image: PDFImage;
  /** The Figure's alternative text. */
  alt: string;
}

export interface TaggedPageRequest {
  page: PDFPage;
  fonts: FontChain;
  /** The text face of the captions and the introduction, for lines marked with it (decisions 1058, 1063). */
  textFonts?: FontChain;
  /** The catalogue font's italic, for lines marked italic (decision 1105). */
  italicFonts?: FontChain;
  description: PageDescription;
  tree: StructureTree;
  /** The catalogue's language (ISO 639-1): runs in another script's language are tagged apart. */
  language: string;
  logo: PDFImage | null;
  /** The image and alternative text of each placed photo, by its catalogue index. */
  photo: (index: number) => Promise<PagePhoto | undefined>;
  /** Called after each photo is drawn. */
  onPhoto?: () => void;
}

export async function drawTaggedPage({ page, fonts, textFonts, italicFonts, description, tree, language, logo, photo, onPhoto }: TaggedPageRequest): Promise<void> {
  const chainOf = (line: DescribedText) => (line.italic && italicFonts) || (line.face && textFonts) || fonts;
  const drawTagged = (element: StructureElement, line: DescribedText) => drawCentredLine(page, chainOf(line), line, language, (spanLanguage, draw) => tree.mark(page, element, draw, spanLanguage));
  const drawCaption = (placement: DescribedPhoto) => {
    if (placement.caption.length === 0) return;
    const caption = tree.element('Caption');
    for (const line of placement.caption) drawTagged(caption, line);
  };
  const drawPhotos = async (captions: boolean) => {
    for (const placement of description.table ? [] : description.photos) {
      const printed = await photo(placement.index);
      if (!printed) continue;
      tree.mark(page, tree.element('Figure', { alt: printed.alt }), () => drawPhoto(page, printed.image, placement));
      const { keyline } = placement;
      if (keyline) tree.artifact(page, 'Layout', () => drawKeyline(page, keyline));
      if (captions) drawCaption(placement);
      onPhoto?.();
    }
  };
  // A full cover's photo, and a full page's (issue 35.5), lies under its panel, logo and texts
  // (issue 26.2), and is read first; a full page's caption is set on its panel.
  const { panel } = description;
  if (panel) await drawPhotos(false);
  tree.artifact(page, 'Layout', () => {
    if (panel) page.drawRectangle({ x: panel.x, y: page.getHeight() - panel.y - panel.height, width: panel.width, height: panel.height, color: pdfColour(panel.colour) });
    for (const rule of description.rules) drawRule(page, rule);
    if (logo && description.logo) drawImage(page, logo, description.logo);
  });
  if (panel) for (const placement of description.photos) drawCaption(placement);

  // One element per header text, however many lines it wraps to; the footer is read after the photos.
  const headerElements = new Map<TextRole, StructureElement>();
  const footer: DescribedText[] = [];
  for (const line of description.texts) {
    const role = HEADER_ROLES[line.role];
    if (role) {
      const element = headerElements.get(line.role) ?? tree.element(line.role === 'title' ? tree.titleRole() : role);
      headerElements.set(line.role, element);
      drawTagged(element, line);
    } else if (line.role === 'footer' && description.number === 1) {
      footer.push(line);
    } else {
      // A look's running title may be set in the caption face (decision 1074).
      tree.artifact(page, 'Pagination', () => drawCentredLine(page, chainOf(line), line));
    }
  }

  if (description.terms) drawTerms(description.terms, tree, drawTagged);
  if (description.table) await drawTable({ page, description, tree, photo, onPhoto }, drawTagged);
  if (description.boxes) addQuantityFields(page, fonts, description.boxes, tree);
  if (!panel) await drawPhotos(true);

  if (footer.length > 0) {
    const element = tree.element('P');
    for (const line of footer) drawTagged(element, line);
  }
}

type DrawTagged = (element: StructureElement, line: DescribedText) => void;

function drawTerms(lines: readonly DescribedText[], tree: StructureTree, drawTagged: DrawTagged): void {
  const [title, ...terms] = lines;
  if (title) drawTagged(tree.element('H2'), title);
  const element = tree.element('P');
  for (const line of terms) drawTagged(element, line);
}

/**
 * The line sheet's table (issue 24.8): a Table of TRs, the heading cells TH with their column
 * scope, the others TD, each thumbnail a Figure with its alternative text inside its cell; a
 * section heading is an H2 between two tables.
 */
async function drawTable(
  { page, description, tree, photo, onPhoto }: Pick<TaggedPageRequest, 'page' | 'description' | 'tree' | 'photo' | 'onPhoto'>,
  drawTagged: DrawTagged,
): Promise<void> {
  let table: StructureElement | undefined;
  for (const row of description.table ?? []) {
    if (row.kind === 'section') {
      const heading = tree.element('H2');
      for (const line of row.cells.flatMap((cell) => cell.lines)) drawTagged(heading, line);
      table = undefined;
      continue;
    }
    table ??= tree.element('Table');
    const tableRow = tree.element('TR', { parent: table });
    for (const cell of row.cells) {
      const element = tree.element(row.kind === 'heading' ? 'TH' : 'TD', { parent: tableRow, ...(row.kind === 'heading' && { scope: 'Column' as const }) });
      for (const place of cell.photos) {
        const placement = description.photos[place];
        const printed = placement && (await photo(placement.index));
        if (!placement || !printed) continue;
        tree.mark(page, tree.element('Figure', { alt: printed.alt, parent: element }), () => drawImage(page, printed.image, placement.frame));
        onPhoto?.();
      }
      for (const line of cell.lines) drawTagged(element, line);
    }
  }
}

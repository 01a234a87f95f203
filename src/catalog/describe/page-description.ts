/**
 * The full geometry of every page, in PDF points from the top-left corner: what the PDF renderer
 * draws and what the web app's page preview draws with DOM or SVG, so the two cannot drift.
 */
import type { FontFamily } from '../../shared/index.js';
import type { PageZones, Rect, Size } from '../layout/geometry.js';
import type { CaptionRole } from '../text/caption-fit.js';
import type { HeaderRole } from '../text/header-fit.js';
import type { Measure } from '../text/wrap.js';

/** 'contact': a line of the back cover's contacts (issue 15.1). */
/** 'column-heading': the line sheet's table headings (issue 15.2). */
/** 'cell', 'section', 'terms-title', 'term': the line sheet's table, its category headings and its terms (issue 24). */
/** 'caption-price': the price, split from its code's line to print in the name's ink (decision 1069). */
/** 'closing-title', 'closing-subtitle': the closing panel's title and subtitle, read as its paragraphs, not a second heading (decision 1128). */
export type TextRole = HeaderRole | CaptionRole | 'caption-price' | 'running-title' | 'closing-title' | 'closing-subtitle' | 'footer' | 'page-number' | 'contact' | 'column-heading' | 'cell' | 'section' | 'terms-title' | 'term';

/**
 * A text face apart from the catalogue font and its widths: the face a display face pairs with for
 * captions and the introduction (decisions 1058, 1063).
 */
export interface TextFace {
  family: FontFamily;
  measure: Measure;
}

/** One line of text, centred on centreX, in the catalogue's font chain. */
export interface DescribedText {
  role: TextRole;
  text: string;
  /** Font size in points, as fitted. */
  size: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  centreX: number;
  /** The line's width in the PDF's own font metrics. */
  width: number;
  /** `#rrggbb`. */
  colour: string;
  /** Set in lining tabular figures (OpenType 'lnum' and 'tnum'): codes, sizes, quantities and prices, in captions and line sheets. */
  figures?: boolean;
  /** Set in this family, not the catalogue's: a caption under a display face is set in a text face (decision 1058). */
  face?: FontFamily;
  /** Set in the catalogue font's italic: Editoriale's captions' names (decision 1105). */
  italic?: true;
  /**
   * Letter spacing in thousandths of an em (decision 1074), already in `width`: between letters,
   * never after the last, so `centreX` centres the letters themselves.
   */
  tracking?: number;
}

/**
 * A horizontal line: the short accent rule under the title and the hairlines closing header and
 * footer; a 'swatch' is a line as thick as it is long, the square of a colourway's colour; a
 * 'title-panel' a line as thick as it is tall, the tinted block under page 1's header (decision 1080).
 */
export interface DescribedRule {
  /** 'link-code': a run of the published link's QR code (issue 36.1). */
  role: 'accent-rule' | 'header-rule' | 'footer-rule' | 'row-rule' | 'swatch' | 'link-code' | 'title-panel';
  x: number;
  y: number;
  width: number;
  thickness: number;
  colour: string;
}

export interface DescribedPhoto {
  /** Index of the photo in the catalogue order. */
  index: number;
  cell: Rect;
  /** The area the photo may take. */
  box: Rect;
  /** What shows of the photo: where it is drawn, or the box it is cropped to. */
  frame: Rect;
  /** Where the whole photo is drawn, clipped to `frame`, when it is cropped to fill it (issue 26.1). */
  image?: Rect;
  /** Null when the catalogue has no captions. */
  captionBand: Rect | null;
  /** The caption's lines (none for a photo without a caption). */
  caption: DescribedText[];
  /** The caption's name ends in an ellipsis: the alternative text carries it whole (issue 26.4). */
  shortened?: true;
  /** A passe-partout's keyline (decision 1085): a hairline rectangle around the frame, white between. */
  keyline?: DescribedKeyline;
}

/** A rectangle stroked, not filled: its stroke centred on its edges. */
export interface DescribedKeyline {
  rect: Rect;
  thickness: number;
  colour: string;
}

/**
 * A box to fill in (issues 24.5, 33.3): drawn, and a fillable field named `field` whose accessible
 * name (/TU) is `label`; a quantity is centred, a buyer's line left-aligned, `lines` multiline.
 */
export interface DescribedBox extends Rect {
  field: string;
  label: string;
  entry: 'quantity' | 'line' | 'lines';
}

/**
 * A text that did not fit at MIN_TYPE_SIZE and was cut with an ellipsis: the form and the CLI
 * refuse it (issue 11.5). A caption is named by its photo's index in the catalogue order.
 */
export type CutText = { field: HeaderRole | 'footer' | 'contacts' } | { field: 'caption'; index: number } | { field: 'table'; index: number; message: string };

/**
 * The line sheet as a table (issue 24.8), row by row, for the tagged PDF: the heading row's cells
 * are TH, a product row's cells TD (the first holds its thumbnails, by their place in `photos`),
 * and a section row is a heading between tables. Its lines are also in no other list.
 */
export interface DescribedTableRow {
  kind: 'heading' | 'product' | 'section';
  cells: { lines: DescribedText[]; photos: number[] }[];
}

export interface PageDescription {
  /** 1-based, as printed in the folio; 0 for the cover, the last number plus one for the back cover. */
  number: number;
  size: Size;
  zones: PageZones;
  /** Header and footer texts and the page number. */
  texts: DescribedText[];
  rules: DescribedRule[];
  photos: DescribedPhoto[];
  /** Where the brand's logo goes: page 1 only, when there is one. */
  logo: Rect | null;
  /** What this page had to cut. */
  cut: CutText[];
  /** A line sheet's page: its table, and its terms when they print here. */
  table?: DescribedTableRow[];
  terms?: DescribedText[];
  /** The order form's quantity boxes. */
  boxes?: DescribedBox[];
  /**
   * The full cover's panel (issue 26.2): an opaque block under the logo and texts. A page with a
   * panel draws its photo first, under everything else.
   */
  panel?: Rect & { colour: string };
}

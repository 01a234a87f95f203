/**
 * The engine's contract. Universal code: no DOM, no Node. The Node adapter (sharp) and the browser
 * adapter (createImageBitmap + OffscreenCanvas in workers) implement PhotoPreparer; the caller
 * supplies font bytes through FontSource (fs in Node, fetch in the browser).
 */
import type { AccentColour, CatalogSettings, JpegEncoding, PhotoCaption } from '../shared/index.js';
import type { CoversRequest } from './describe/covers.js';
import type { CutText } from './describe/page-description.js';
import type { UnprintableText } from './texts/unprintable-texts.js';
import type { FontWeight } from './fonts/font-files.js';

/** A photo exactly as the user gave it. */
export interface SourcePhoto {
  id: string;
  name: string;
  bytes: Uint8Array;
  /** The browser's or the file name's type; the preparer sniffs the bytes and does not trust it. */
  mimeType?: string;
}

/**
 * Where a prepared photo will be printed: 90 % of its grid cell, in PDF points, the ppi ceiling,
 * and how a photo that has to be re-encoded is written (the quality preset's).
 */
export interface PrepareTarget {
  boxWidthPt: number;
  boxHeightPt: number;
  maxPpi: number;
  jpeg: JpegEncoding;
  /** Issue 26.1: the photo is cropped to cover the box, so its shorter side spans the box. */
  fill?: boolean;
}

/** Image bytes the PDF embeds as they are. */
export interface EmbeddableImage {
  format: 'jpeg' | 'png';
  bytes: Uint8Array;
  widthPx: number;
  heightPx: number;
}

/** A photo ready to embed: upright, on white when it had transparency, at most maxPpi at print size. */
export interface PreparedPhoto extends EmbeddableImage {
  id: string;
  name: string;
  /**
   * Printed under the photo. Preparers never set it; the caller adds it, so a caption cannot end
   * up under another photo when photos are refused or reordered (docs/decisions/0600).
   */
  caption?: PhotoCaption;
  /** The mean colour of its centre (#rrggbb): a line sheet's swatch where the file gives no hex. */
  centreColour?: string;
}

export interface PhotoPreparer {
  /** Rejects with PhotoRejectedError when the photo cannot be decoded or is too large. */
  prepare(photo: SourcePhoto, target: PrepareTarget): Promise<PreparedPhoto>;
}

/** The photo could not be used; the catalogue is built without it and the reason is reported. */
export class PhotoRejectedError extends Error {
  constructor(
    readonly photoName: string,
    readonly reason: 'undecodable' | 'too-large' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejectedError';
  }
}

/** Font files the engine can ask for: the 12 catalogue families plus the fallbacks. */
export type FontFileId =
  | CatalogSettings['font']
  | 'Noto Serif'
  | 'Noto Sans'
  | 'Noto Sans JP'
  | 'Noto Serif JP'
  | 'Noto Sans Symbols 2'
  | 'Noto Emoji'
  | 'Noto Sans Hebrew'
  | 'Noto Sans Arabic';

export interface FontSource {
  /** TTF bytes of the family's regular face, or (where used) its bold or italic (FONT_FILES). */
  load(family: FontFileId, weight: FontWeight): Promise<Uint8Array>;
}

/** Texts as they will be printed, after defaults, translation and footer labels (spec 5). */
export interface CatalogTexts {
  title: string;
  subtitle: string;
  introduction: string;
  footer: string;
  /**
   * The account's contact line (company · e-mail · phone), where the account has one: the closing
   * block of the last grid page (decision 1115), whatever the footer says.
   */
  contact?: string;
}

/**
 * A prepared photo whose bytes may still be on their way: the PDF worker reads the photos' Blobs
 * while the pages are laid out, which needs only their sizes and captions (issue 24.9).
 */
export type ArrivingPhoto = Omit<PreparedPhoto, 'bytes'> & { bytes: Uint8Array | Promise<Uint8Array> };

export interface RenderRequest {
  settings: Pick<CatalogSettings, 'font' | 'orientation' | 'imagesPerPage' | 'language' | 'currency'> & Partial<Pick<CatalogSettings, 'layout' | 'lineSheet'>>;
  texts: CatalogTexts;
  photos: ArrivingPhoto[];
  /** Document metadata: Author is the company (DECISIONS "PDF"). */
  author: string;
  fonts: FontSource;
  onProgress?: (done: number, total: number) => void;
  /** The brand's logo on page 1's header, prepared with logoTargetFor. */
  logo?: EmbeddableImage;
  /** `#rrggbb` for the page number and the rules; without it the default blue and grey rules. */
  accent?: AccentColour;
  /** The optional cover and back cover (issue 15.1); the cover's photo is one of `photos`. */
  covers?: CoversRequest;
  /** The cover's photo prepared with coverTargetFor; without it the grid's copy is used. */
  coverImage?: EmbeddableImage;
  /** The published link (issue 36.1): its QR code on the last page. */
  link?: string;
  /** Told where the cover's photo prints (printedCoverBox), so its ppi can be judged there (issue 25.2). */
  onCoverPrinted?: (box: Pick<PrepareTarget, 'boxWidthPt' | 'boxHeightPt' | 'fill'>) => void;
  /** Told the characters no font has, before any page is drawn (they print as U+FFFD). */
  onUnprintable?: (characters: readonly string[]) => void;
  /** Told the photos (by catalogue index) whose caption's name prints shortened (issue 26.4), before any page is drawn. */
  onCaptionsShortened?: (indexes: readonly number[]) => void;
}

/**
 * A text would need type under 6 pt (issue 11.5): renderCatalog refuses it rather than print it
 * cut. `cut` names the texts; a caption by its photo's index in the request.
 */
export class TextTooLongError extends Error {
  constructor(readonly cut: readonly CutText[]) {
    super(`Texts too long for the page at 6 pt or more: ${cut.map((entry) => entry.field).join(', ')}`);
    this.name = 'TextTooLongError';
  }
}

/**
 * A title, subtitle or introduction would print only U+FFFD (issue 25.5): renderCatalog refuses
 * it, so the browser never charges for it and the CLI writes no PDF.
 */
export class UnprintableTextError extends Error {
  constructor(readonly texts: readonly UnprintableText[]) {
    super(`Texts no font can print: ${texts.map((text) => text.field).join(', ')}`);
    this.name = 'UnprintableTextError';
  }
}

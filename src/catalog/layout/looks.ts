/**
 * The page's looks (issue 26.6, docs/decisions/0962): each is a whole set of margins, header and
 * footer proportions, gutters, type scale, alignment, captions, rules and folio. 'Classico' is the
 * spec's page as it always was; the others are what an art director would set instead.
 */
import type { CaptionFaceRule, LookName, Orientation } from '../../shared/index.js';
import type { PageKind } from './geometry.js';

/** What sets a page's geometry: its orientation and its look. */
export interface PageFormat {
  orientation: Orientation;
  look?: LookName;
}

export type Alignment = 'centre' | 'left';

/**
 * 'accent': the number alone at the footer's right end in the accent colour, which the rules carry
 * (decision 0994); 'plain': the number alone there, small and muted; 'outside': the number alone at the outer edge, right on odd pages and
 * left on even ones, as a book's folio.
 */
export type Folio = 'accent' | 'plain' | 'outside';

/**
 * A following page's head: the running title's size in points, and the head's height in
 * millimetres, with room for accents stacked on its capitals and scripts taller than Latin.
 */
export interface RunningHead {
  size: number;
  height: Record<Orientation, number>;
}

/**
 * The 8.5 pt running title (the caption names' size) and its hairline: at 12 pt it stood larger
 * than any caption under the photos, the page's hierarchy upside down (the third independent
 * review of issue 35). A landscape page, short for two rows of photos, gives it 8 mm.
 */
const RUNNING_HEAD: RunningHead = { size: 8.5, height: { portrait: 12, landscape: 8 } };

/** How a line is set beyond its size: in capitals or as typed, and its letter spacing in em/1000 (decision 1074). */
export interface Setting {
  capitals: boolean;
  tracking: number;
}

const AS_TYPED: Setting = { capitals: false, tracking: 0 };
const spaced = (tracking: number): Setting => ({ capitals: true, tracking });

/**
 * A look's typographic signature (decision 1074): the catalogue font sets the titles in every
 * look; the captions' face, their names' face, and each text's case and spacing are the look's.
 */
export interface LookType {
  /**
   * The captions' and introduction's face, from the catalogue font: 'text', its own or, under a
   * display face, the text serif it pairs with; 'sans', its own sans or a quiet one under a serif;
   * 'contrast', a sans under a serif and a serif under a sans (shared/fonts.ts).
   */
  captionFace: CaptionFaceRule;
  /** The captions' names in the catalogue font, as a magazine sets its heads, the rest in the caption face. */
  namesInTitleFace: boolean;
  /**
   * Those names in the catalogue font's italic, a fashion magazine's caption (decision 1105), where
   * the font has one (Outfit and Space Grotesk have none: their names stay upright).
   */
  namesItalic: boolean;
  name: Setting;
  /** Code and price, and colours and sizes. */
  details: Setting;
  variants: Setting;
  /** Page 1's subtitle, in the caption face where `inCaptionFace`. */
  subtitle: Setting & { inCaptionFace: boolean };
  /** The running title of later pages, in the caption face where `inCaptionFace`. */
  runningHead: Setting & { inCaptionFace: boolean };
  folioTracking: number;
  /** The folio in the caption face, as the running head (decision 1078): a Playfair folio leaked into Minimale's and Editoriale's sans pages. */
  folioInCaptionFace: boolean;
}

/**
 * How page 1's header stands as the look's opener (decision 1080): the four looks shared one
 * centred block beside the hero, four margin settings rather than four house styles (the review of
 * issue 35, finding 4). `place`: the block in the middle of its zone, at its top (level with the
 * photos' top edge) or on its foot (standing on the hairline that closes the header, as a
 * magazine's headline); `ruleAbove`: a short rule over the title as well as under it, a book's
 * title block; `panel`: the texts on a tinted panel filling the header's white beside the photos,
 * from their top edge.
 */
export type HeaderPlace = 'middle' | 'top' | 'foot';

export interface Opening {
  place: HeaderPlace;
  ruleAbove: boolean;
  panel: boolean;
}

export interface PageLook {
  name: LookName;
  /** Page margins in millimetres. */
  margins: { side: number; top: number; bottom: number };
  /** The header and footer zones, as shares of the page's height. */
  headerShare: number;
  footerShare: number;
  /**
   * White in millimetres the opening page's header keeps above its texts and below them, before
   * the photos: margins cut close to hold photos would crowd a title against the page's edge.
   */
  headerAir: number;
  /** The share of its cell a photo may take: the rest is the gutter around it. */
  photoShare: number;
  /**
   * The document grid's measures in millimetres (decision 1068): the least white beside the photo
   * block on every grid page, and the white between two frames across (down, the caption band and
   * `ROW_AIR` more), or `down` where the look sets the white between rows apart from the gutter
   * across. One set for the whole catalogue, so the block's edges stay put page to page.
   */
  grid: { side: number; gutter: number; down?: number };
  /**
   * A passe-partout (decision 1085): white in millimetres between each grid photo and the hairline
   * keyline framing it; none without it. The grid keeps its gutter and side between the keylines,
   * the captions hang under the keyline (document-grid.ts `measures`).
   */
  passePartout?: number;
  /**
   * 'Automatico' frames of the widest shape the photos keep their head and shoes in (3:4 for 2:3
   * photos, frame-shape.ts `MIN_HEIGHT_KEPT`) where that covers more of the page: where the page's
   * height binds the frames, they reach nearer its sides (Galleria's wall of prints, decision 1092).
   */
  widestFrames?: boolean;
  /** Page 1's title, subtitle and introduction, and the running title of later pages. */
  headerAlign: Alignment;
  /**
   * Pages after the first give one photo a block of two by two of the grid's cells on the page's
   * outer edge, as a magazine's page mixes sizes (Editoriale, decision 1084); the other looks keep
   * one frame size, their own structure being the grid itself.
   */
  feature: boolean;
  /** The title's size over Classico's 26 pt; the subtitle and introduction keep theirs. */
  titleScale: number;
  /** The short rule under the title. */
  accentRule: boolean;
  /** The hairlines closing the header and opening the footer. */
  hairlines: boolean;
  opening: Opening;
  /** Later pages repeat the title in their header. */
  runningHead: RunningHead;
  folio: Folio;
  captionAlign: Alignment;
  /** Points taken off the caption's sizes (8.5 pt name, 7.5 pt code and price in Classico). */
  captionSmaller: number;
  type: LookType;
}

export const PAGE_LOOKS: Record<LookName, PageLook> = {
  classic: {
    name: 'classic',
    margins: { side: 10, top: 10, bottom: 10 },
    headerShare: 0.15,
    footerShare: 0.08,
    headerAir: 0,
    photoShare: 0.9,
    // 14 mm sides to the keylines: the photos' 15 mm before, the mats narrowing frames the width
    // binds (6 per page in portrait) left them high over 15.5 mm of white.
    grid: { side: 14, gutter: 5 },
    // Symmetric and framed (the fifth review, finding 1): each photo in a passe-partout, the
    // block centred, captions centred under their frames.
    passePartout: 1.25,
    headerAlign: 'centre',
    feature: false,
    titleScale: 1,
    accentRule: true,
    hairlines: true,
    // A book's title page: the centred title between two short rules.
    opening: { place: 'middle', ruleAbove: true, panel: false },
    runningHead: RUNNING_HEAD,
    folio: 'accent',
    captionAlign: 'centre',
    captionSmaller: 0,
    // A book's page: the serif text face, names as typed, codes in spaced capitals as a book sets
    // small capitals, a running head in spaced capitals of the catalogue font.
    type: {
      captionFace: 'text',
      namesInTitleFace: false,
      namesItalic: false,
      name: AS_TYPED,
      details: spaced(60),
      variants: AS_TYPED,
      subtitle: { ...AS_TYPED, inCaptionFace: false },
      runningHead: { ...spaced(160), inCaptionFace: false },
      folioTracking: 0,
      folioInCaptionFace: false,
    },
  },
  // Quiet and airy: the widest gutters, a white foot, a smaller title, no rules, captions flush left. Its
  // 18 mm sides, 20 mm top and 86 % share left photos 32-35 % of a page after the first at 6 per
  // page in portrait, a page more empty than airy (the art director's review after decision 1057):
  // 12 mm sides and 91 % keep it the widest-set look and give them 43 % (decision 1062).
  minimal: {
    name: 'minimal',
    margins: { side: 12, top: 18, bottom: 14 },
    headerShare: 0.14,
    footerShare: 0.05,
    headerAir: 0,
    photoShare: 0.91,
    // Its white in one place, the foot (decision 1092): 18 mm sides and rows spread 15 mm apart
    // (decision 1085) scattered it over the page, which read as empty, not airy, the photos small
    // (the sixth review, findings 4 and 9). The rows stand 5 mm apart and the frames take the
    // width between 12 mm sides, 7 mm apart, the widest gutter of the four; the page's foot, its
    // margin and footer, stays white under them (29-37 mm in portrait).
    grid: { side: 12, gutter: 7, down: 5 },
    // A small, quiet title flush left at the top of its white, the rest of it left empty.
    headerAlign: 'left',
    feature: false,
    titleScale: 0.7,
    accentRule: false,
    hairlines: false,
    opening: { place: 'top', ruleAbove: false, panel: false },
    runningHead: RUNNING_HEAD,
    folio: 'plain',
    captionAlign: 'left',
    // Classico's sizes: a point less read as too small in a hairline serif (the review of issue 35).
    captionSmaller: 0,
    // Light and quiet: a sans for captions and introduction, names as typed in grey, code and price
    // as small spaced capitals, labels rather than text; the running head too.
    type: {
      captionFace: 'sans',
      namesInTitleFace: false,
      namesItalic: false,
      name: AS_TYPED,
      details: spaced(80),
      variants: AS_TYPED,
      subtitle: { ...spaced(150), inCaptionFace: true },
      runningHead: { ...spaced(220), inCaptionFace: true },
      folioTracking: 0,
      folioInCaptionFace: true,
    },
  },
  // A magazine's page: the title large and flush left over hairlines, the folio at the outer edge;
  // a magazine's tight margins and gutters, photos half a page after the first at 6 per page in
  // portrait (42 % under 15 mm sides and a 90 % share, decision 1062).
  editorial: {
    name: 'editorial',
    margins: { side: 10, top: 12, bottom: 10 },
    headerShare: 0.17,
    footerShare: 0.05,
    headerAir: 0,
    photoShare: 0.93,
    grid: { side: 12, gutter: 4.5 },
    headerAlign: 'left',
    feature: true,
    // The largest title of the four: 1.8 set it smaller (29.3 pt against 30.2), the white beside
    // the hero holding 'Primavera' at 30 pt, and the header's fit then shrank the whole stack.
    titleScale: 1.45,
    accentRule: false,
    hairlines: true,
    opening: { place: 'foot', ruleAbove: false, panel: false },
    runningHead: RUNNING_HEAD,
    folio: 'outside',
    captionAlign: 'left',
    captionSmaller: 0,
    // A magazine: names in the catalogue font's italic as its heads, code and price in spaced capitals of a
    // contrasting face, colours and sizes as typed in it, a widely spaced running head and folio.
    type: {
      captionFace: 'contrast',
      namesInTitleFace: true,
      namesItalic: true,
      name: AS_TYPED,
      details: spaced(80),
      variants: AS_TYPED,
      subtitle: { ...spaced(180), inCaptionFace: true },
      runningHead: { ...spaced(280), inCaptionFace: true },
      folioTracking: 80,
      folioInCaptionFace: true,
    },
  },
  // Photos first, a gallery's wall of prints (decision 1085): the block 10 mm from the page's sides
  // where its width binds it, 2.5 mm between frames, a short header, no rules, a small running
  // title. Its 9 mm sides and 4 mm gutters were the other looks' grid set a little closer, one
  // layout with another typeface (the fifth review, finding 1); its 5.5 mm sides were at the limit
  // of an office printer, where 4 per page kept 22 mm (the seventh review, finding 8; decision 1098).
  gallery: {
    name: 'gallery',
    margins: { side: 10, top: 6, bottom: 5 },
    headerShare: 0.11,
    footerShare: 0.045,
    headerAir: 7,
    photoShare: 0.965,
    grid: { side: 10, gutter: 2.5 },
    // Near the sides on every page, not only where the width binds the frames (6 per page in
    // portrait): the sixth review's finding 4 (decision 1092).
    widestFrames: true,
    headerAlign: 'centre',
    feature: false,
    titleScale: 0.9,
    accentRule: false,
    hairlines: false,
    // The photos' page: the title on a panel beside the hero, as a gallery's wall text.
    opening: { place: 'middle', ruleAbove: false, panel: true },
    // A slim head giving the photos little room: a later page without one did not say whose
    // catalogue it was. At 7 pt, with captions half a point under the other looks', the fourth
    // review read both as too small to trust: the head is 8 pt, the captions the others' sizes.
    runningHead: { size: 8, height: { portrait: 5, landscape: 5 } },
    folio: 'plain',
    captionAlign: 'centre',
    captionSmaller: 0,
    // Photos first: captions as a gallery's wall labels, name, code and price in small spaced
    // capitals of the text face, colours and sizes as typed, under photos with no rules around them.
    // The names spaced +40, not the codes' +80: at +80 5 of the review's 13 names broke onto a
    // second line under their frames (the sixth review, finding 8; decision 1090).
    type: {
      captionFace: 'text',
      namesInTitleFace: false,
      namesItalic: false,
      name: spaced(40),
      details: spaced(80),
      variants: AS_TYPED,
      subtitle: { ...spaced(150), inCaptionFace: true },
      runningHead: { ...spaced(220), inCaptionFace: true },
      folioTracking: 0,
      folioInCaptionFace: true,
    },
  },
};

export const CLASSIC_LOOK = PAGE_LOOKS.classic;

/** The look of a catalogue's settings; drafts and requests from before looks are 'Classico'. */
export function pageLook(name: LookName | undefined): PageLook {
  return PAGE_LOOKS[name ?? 'classic'];
}

/**
 * A line sheet keeps Classico's margins and zones whatever the look: it is the buyer's working
 * table, and its rows and 35 mm thumbnails (decision 0941) need the page. Its type, rules, header
 * and folio follow the look.
 */
export function tableLook(look: PageLook): PageLook {
  const { margins, headerShare, footerShare, headerAir, photoShare } = CLASSIC_LOOK;
  return { ...look, margins, headerShare, footerShare, headerAir, photoShare };
}

/**
 * A landscape page after the first is too short for two rows of tall frames with their captions
 * under the look's own margins, footer and gutters: photos covered 23-37 % of it outside Galleria
 * (issue 35.2). There every look takes Galleria's gutters and margins close to the page's edges, so
 * photos cover at least 40 % at 4 and 6 per page (decision 1041); the look keeps its type, rules,
 * alignment and folio. Portrait pages and the opening page keep the look's own measures. 3:4 frames,
 * the widest keeping a figure's head and shoes (decision 1077), need the page's height back for 40 %
 * at 6 per page (decision 1082): 5 mm margins over the head and under the footer, and a footer of
 * 3.5 % (20.8 pt): its 7.8 pt text on the rule's 4 pt, fitFooter shrinking two lines where they would leave it.
 */
const LANDSCAPE_FOLLOWING = { margins: { side: 12, top: 5, bottom: 5 }, footerShare: 0.035, photoShare: 0.965 } as const;

/** The look as it sets the grid of a page of this kind and orientation. */
export function gridLook(look: PageLook, orientation: Orientation, kind: PageKind): PageLook {
  if (orientation !== 'landscape' || kind !== 'following') return look;
  const { margins, footerShare, photoShare } = LANDSCAPE_FOLLOWING;
  return {
    ...look,
    margins: { side: Math.min(look.margins.side, margins.side), top: Math.min(look.margins.top, margins.top), bottom: Math.min(look.margins.bottom, margins.bottom) },
    footerShare: Math.min(look.footerShare, footerShare),
    photoShare: Math.max(look.photoShare, photoShare),
  };
}

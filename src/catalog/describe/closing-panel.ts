/**
 * The closing panel (the twelfth review, findings R1 and R2; decision 1128): the back of a
 * lookbook, set in the white the catalogue's last grid page leaves. The catalogue's title again in
 * the title face, its subtitle as page 1 sets it, then the account's contacts, one part a line, in
 * the running head's type (decision 1122). Classico, the look with an accent rule, opens it with its
 * short rule; the other looks with white alone. The portrait page stands it on the grid's foot
 * (`withClosingPanel`); the 6 landscape page in the white column beside its photos, on their top line
 * (`withColumnPanel`). Where it does not fit, it shrinks, then leaves lines out (`PANEL_FORMS`).
 */
import type { LanguageCode } from '../../shared/index.js';
import { bottomOf, type Rect } from '../layout/geometry.js';
import type { Alignment, PageLook } from '../layout/looks.js';
import { CAPITALS_BOX } from '../text/ink.js';
import { MIN_TYPE_SIZE, inFigures, wrapBalanced, type Measure } from '../text/wrap.js';
import { CONTACT_SEPARATOR } from '../texts/contact-line.js';
import { setCase } from './caption-style.js';
import { ACCENT_RULE_WIDTH, typeSetting } from './furniture.js';
import { DESCENT, footLine, lastInk } from './ink.js';
import type { DescribedRule, DescribedText, PageDescription, TextFace, TextRole } from './page-description.js';
import { BODY, HAIRLINE_WIDTH, INK, type PageColours } from './palette.js';

/**
 * The most white a last page keeps over its foot line before the panel fills it: the reviews' 60 pt
 * (1124's test; 1128 first took 1124's "about 90 pt", which left the 'Adatta' 6 portrait closing
 * pages at 66-81 pt with no ending once 1129 and 1132 moved their rows down).
 */
export const CLOSING_WHITE = 60;
/** The portrait title at twice the running head, as the review asks: a title, not a caption's name. */
const TITLE_SCALE = 2;
/** The subtitle a step over the contacts, under the title. */
const SUBTITLE_SCALE = 1.2;
/** The landscape title in the column: at least this, as the review asks, and at most three running heads. */
const COLUMN_TITLE_LEAST = 18;
const COLUMN_TITLE_SCALE_MOST = 3;
/** The share of the column's width the landscape title fills (the review's "about two-thirds"). */
const COLUMN_TITLE_SHARE = 2 / 3;
/** White between the panel's last ink and the grid's foot: about where a full grid page's captions end (decision 1128). */
const FOOT_AIR = 12;
/**
 * The least white between the photos' last caption and the panel (its rule, or its title): half as
 * much again as the grid's white between rows, so the panel reads as the page's ending, not as one
 * more caption.
 */
export const AIR_ABOVE = 36;
/** The panel shrinks to this share of its sizes before it leaves a line out. */
const LEAST_SCALE = 0.85;
/**
 * White between parts, ink to ink, in the following part's sizes: the subtitle close under the
 * title, the contacts a blank line under them and about 1.7 sizes apart baseline to baseline, a list
 * as 1122 set them (1.8), not a paragraph.
 */
const GAP = { title: 0.2, subtitle: 0.45, contact: 1.6, between: 0.75 } as const;
/** White between the accent rule and the title's capitals, in title sizes (page 1's rule over the title keeps about as much). */
const RULE_GAP = 0.6;

export interface PanelTexts {
  title: string;
  subtitle: string;
  /** The account's contact line (company · e-mail · phone); empty without contact data. */
  contact: string;
}

export interface PanelContext {
  look: PageLook;
  language: LanguageCode;
  measure: Measure;
  textFace?: TextFace;
  colours: PageColours;
}

type PartName = 'title' | 'subtitle' | 'contact';

/**
 * What the panel keeps, most first, when it does not fit at LEAST_SCALE: the title is what makes the
 * white an ending; the contacts are what the buyer needs, but never lost (the footer keeps them
 * where the panel leaves them out); the subtitle is page 1's already.
 */
const PANEL_FORMS: readonly (readonly PartName[])[] = [
  ['title', 'subtitle', 'contact'],
  ['title', 'contact'],
  ['title', 'subtitle'],
  ['title'],
];

/** One part of the panel at scale 1: its lines, their size, how they are measured and marked. */
interface Part {
  name: PartName;
  lines: string[];
  size: number;
  measure: Measure;
  marks: Pick<DescribedText, 'face' | 'tracking' | 'figures'>;
  colour: string;
}

interface Panel {
  texts: DescribedText[];
  rules: DescribedRule[];
  height: number;
  contacts: boolean;
}

/** Where a panel stands across: from `x`, `width` wide, flush left or centred as the look sets its header. */
interface Across {
  x: number;
  width: number;
  align: Alignment;
}

const ROLES: Record<PartName, TextRole> = { title: 'closing-title', subtitle: 'closing-subtitle', contact: 'contact' };

/** The panel's parts at full size: the title's lines at `titleSize`. */
function partsOf(texts: PanelTexts, context: PanelContext, title: readonly string[], titleSize: number): Part[] {
  const { look, language, measure } = context;
  const head = look.runningHead.size;
  const parts: Part[] = [];
  if (title.length > 0) parts.push({ name: 'title', lines: [...title], size: titleSize, measure, marks: {}, colour: INK });
  const subtitle = setCase(texts.subtitle.trim(), look.type.subtitle, language);
  const subtitleType = typeSetting(context, look.type.subtitle);
  if (subtitle) parts.push({ name: 'subtitle', lines: [subtitle], size: head * SUBTITLE_SCALE, measure: subtitleType.measure, marks: subtitleType.marks, colour: BODY });
  const contactType = typeSetting(context, look.type.runningHead);
  const contacts = texts.contact.split(CONTACT_SEPARATOR).map((part) => setCase(part.trim(), look.type.runningHead, language)).filter((part) => part.length > 0);
  // In lining figures, as the running head: the phone's figures measured as they are drawn.
  if (contacts.length > 0) parts.push({ name: 'contact', lines: contacts, size: head, measure: inFigures(contactType.measure), marks: { ...contactType.marks, figures: true }, colour: BODY });
  return parts;
}

/**
 * The parts stacked from y 0 at `scale`: each line's ink over and under its baseline (`inkOf`), GAP
 * between them; with `rule`, Classico's short accent rule over the title.
 */
function stacked(parts: readonly Part[], scale: number, across: Across, context: PanelContext, rule: boolean): Panel {
  const texts: DescribedText[] = [];
  const rules: DescribedRule[] = [];
  const title = parts.find((part) => part.name === 'title');
  let y = 0;
  if (rule && title) {
    const centreX = across.align === 'left' ? across.x + ACCENT_RULE_WIDTH / 2 : across.x + across.width / 2;
    rules.push({ role: 'accent-rule', x: centreX - ACCENT_RULE_WIDTH / 2, y: HAIRLINE_WIDTH / 2, width: ACCENT_RULE_WIDTH, thickness: HAIRLINE_WIDTH, colour: context.colours.accentRule });
    y = HAIRLINE_WIDTH + RULE_GAP * title.size * scale;
  }
  parts.forEach((part, index) => {
    const size = part.size * scale;
    part.lines.forEach((text, line) => {
      if (index > 0 || line > 0) y += size * (line > 0 ? (part.name === 'title' ? GAP.title : GAP.between) : GAP[part.name]);
      const ink = inkOf(part.measure, text);
      const baseline = y + ink.above * size;
      const width = part.measure(text, size);
      const centreX = across.align === 'left' ? across.x + width / 2 : across.x + across.width / 2;
      texts.push({ role: ROLES[part.name], text, size, baseline, centreX, width, colour: part.colour, ...part.marks });
      y = baseline + ink.below * size;
    });
  });
  return { texts, rules, height: y, contacts: parts.some((part) => part.name === 'contact') };
}

/**
 * The fullest form of the panel that fits `room` high and `across` wide at LEAST_SCALE or more, as
 * large as it fits up to its full size; none where not even the title fits.
 */
function fittedPanel(all: readonly Part[], room: number, across: Across, context: PanelContext): Panel | undefined {
  if (!all.some((part) => part.name === 'title')) return undefined;
  // Last, the title alone without Classico's rule: on a page whose white holds a line, not a panel.
  const tries = [...PANEL_FORMS.map((form) => ({ form, rule: context.look.accentRule })), { form: ['title'], rule: false }];
  for (const { form, rule } of tries) {
    const parts = all.filter((part) => form.includes(part.name));
    const widest = Math.max(...parts.flatMap((part) => part.lines.map((line) => part.measure(line, part.size)))) / across.width;
    const tall = stacked(parts, 1, across, context, rule).height / room;
    const scale = Math.min(1, 1 / widest, 1 / tall);
    if (scale >= LEAST_SCALE && Math.min(...parts.map((part) => part.size * scale)) >= MIN_TYPE_SIZE) return stacked(parts, scale, across, context, rule);
  }
  return undefined;
}

/**
 * A line's ink over and under its baseline in sizes: its capitals and descenders at least, its
 * marks where it has them (issue 27.9), so the first line's ink stands on the panel's top and
 * stacked marks do not meet the line under them.
 */
function inkOf(measure: Measure, text: string): { above: number; below: number } {
  const ink = measure.ink?.(text);
  return { above: Math.max(CAPITALS_BOX.above, ink?.above ?? 0), below: Math.max(DESCENT, ink?.below ?? 0) };
}

const moved = (panel: Panel, by: number): Pick<PageDescription, 'texts' | 'rules'> => ({
  texts: panel.texts.map((text) => ({ ...text, baseline: text.baseline + by })),
  rules: panel.rules.map((rule) => ({ ...rule, y: rule.y + by })),
});

/** The page with the panel's texts and rules; a footer that prints the contact line gives it up where the panel prints it. */
function withPanel(page: PageDescription, panel: Panel, top: number, contact: string): PageDescription {
  const placed = moved(panel, top);
  const line = contact.trim();
  const texts = panel.contacts ? page.texts.filter((text) => !(text.role === 'footer' && text.text.trim() === line)) : page.texts;
  return { ...page, texts: [...texts, ...placed.texts], rules: [...page.rules, ...placed.rules] };
}

/**
 * The portrait closing page with its panel on the grid's foot, where the page leaves more than
 * CLOSING_WHITE over its foot line: across the photos, on the page's axis in the centred looks and
 * on their left edge in the flush-left ones, its last ink FOOT_AIR over the grid's foot.
 */
export function withClosingPanel(page: PageDescription, texts: PanelTexts, context: PanelContext): PageDescription {
  const foot = footLine(page);
  const ink = lastInk(page.photos);
  if (page.photos.length === 0 || foot - ink <= CLOSING_WHITE) return page;
  const left = Math.min(...page.photos.map((photo) => photo.frame.x));
  const right = Math.max(...page.photos.map((photo) => photo.frame.x + photo.frame.width));
  const middle = page.size.width / 2;
  const centred = context.look.headerAlign === 'centre';
  const half = Math.min(middle - left, right - middle);
  const across: Across = centred ? { x: middle - half, width: 2 * half, align: 'centre' } : { x: left, width: right - left, align: 'left' };
  const bottom = Math.min(bottomOf(page.zones.grid), foot) - FOOT_AIR;
  const size = context.look.runningHead.size * TITLE_SCALE;
  const title = texts.title.trim() ? wrapBalanced(texts.title.trim(), across.width, size, context.measure) : [];
  const panel = fittedPanel(partsOf(texts, context, title, size), bottom - ink - AIR_ABOVE, across, context);
  return panel ? withPanel(page, panel, bottom - panel.height, texts.contact) : page;
}

/**
 * The 6 landscape closing page with its panel in `column` (layout/closing-edge.ts), its first ink on
 * the photos' top line: the title in the fewest lines (three at most) in which, filling
 * COLUMN_TITLE_SHARE of the column's width, it is COLUMN_TITLE_LEAST or larger, at most three
 * running heads.
 */
export function withColumnPanel(page: PageDescription, texts: PanelTexts, column: Rect, context: PanelContext): PageDescription {
  const across: Across = { x: column.x, width: column.width, align: context.look.headerAlign };
  const { measure } = context;
  const most = context.look.runningHead.size * COLUMN_TITLE_SCALE_MOST;
  const words = texts.title.trim().split(/\s+/u).filter(Boolean);
  const options = [1, 2, 3].filter((count) => count <= Math.max(1, words.length)).map((count) => {
    const lines = evenLines(words, count, measure);
    return { lines, size: Math.min(most, (column.width * COLUMN_TITLE_SHARE) / Math.max(...lines.map((line) => measure(line, 1)))) };
  });
  const title = options.find((option) => option.size >= COLUMN_TITLE_LEAST) ?? options.reduce((best, option) => (option.size > best.size ? option : best));
  const panel = fittedPanel(partsOf(texts, context, words.length > 0 ? title.lines : [], title.size), column.height, across, context);
  return panel ? withPanel(page, panel, column.y, texts.contact) : page;
}

/** `words` in `count` lines whose widest is the narrowest possible (a title's few words: every break tried). */
function evenLines(words: readonly string[], count: number, measure: Measure): string[] {
  const line = (from: number, to: number) => words.slice(from, to).join(' ');
  if (count <= 1 || words.length <= 1) return [line(0, words.length)];
  let best: string[] = [];
  let widest = Infinity;
  for (let end = 1; end <= words.length - count + 1; end++) {
    const rest = evenLines(words.slice(end), count - 1, measure);
    const lines = [line(0, end), ...rest];
    const width = Math.max(...lines.map((each) => measure(each, 1)));
    if (width < widest) [best, widest] = [lines, width];
  }
  return best;
}

/**
 * The closing block beside the photos (the eleventh review, finding 2b; decision 1122). A closing
 * page on the grid's left edge (layout/closing-edge.ts) leaves its white as one column on the right.
 * The account's contact line stands there, one part a line (company, e-mail, phone), on the photos'
 * top line, set as the look sets its running head: the landscape form of the "contatti" page. The
 * footer that prints the same line gives it up on this page, so the page says it once.
 */
import type { LanguageCode } from '../../shared/index.js';
import type { Rect } from '../layout/geometry.js';
import type { PageLook } from '../layout/looks.js';
import { CAPITALS_BOX } from '../text/ink.js';
import { MIN_TYPE_SIZE, type Measure } from '../text/wrap.js';
import { CONTACT_SEPARATOR } from '../texts/contact-line.js';
import { setCase } from './caption-style.js';
import { typeSetting } from './furniture.js';
import type { DescribedText, PageDescription, TextFace } from './page-description.js';
import { BODY } from './palette.js';

/** Baseline to baseline, in sizes: spaced capitals a line apart, as a list, not a paragraph. */
const LEADING = 1.8;

interface ColumnContext {
  look: PageLook;
  language: LanguageCode;
  measure: Measure;
  textFace?: TextFace;
}

/**
 * The page's texts with `contact` in `column`: one part a line, its first capitals on the column's
 * top, flush with its left edge in the flush-left looks and on its middle in the centred ones. The
 * lines shrink together to fit the column, to MIN_TYPE_SIZE before the block is left out.
 */
export function withContactColumn(page: PageDescription, contact: string, column: Rect, context: ColumnContext): DescribedText[] {
  const { look } = context;
  const setting = look.type.runningHead;
  const parts = contact.split(CONTACT_SEPARATOR).map((part) => setCase(part.trim(), setting, context.language)).filter((part) => part.length > 0);
  if (parts.length === 0) return page.texts;
  const { measure, marks } = typeSetting(context, setting);
  const wanted = look.runningHead.size;
  const widest = Math.max(...parts.map((part) => measure(part, wanted, true)));
  const size = Math.min(wanted, (wanted * column.width) / widest);
  if (size < MIN_TYPE_SIZE) return page.texts;
  const above = Math.max(CAPITALS_BOX.above, measure.ink?.(parts[0] ?? '').above ?? 0);
  const lines = parts.map((part, index): DescribedText => {
    const width = measure(part, size, true);
    const centreX = look.headerAlign === 'left' ? column.x + width / 2 : column.x + column.width / 2;
    return { role: 'contact', text: part, size, baseline: column.y + above * size + index * LEADING * size, centreX, width, colour: BODY, ...marks, figures: true };
  });
  const line = contact.trim();
  return [...page.texts.filter((text) => !(text.role === 'footer' && text.text.trim() === line)), ...lines];
}

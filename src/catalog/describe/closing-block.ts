/**
 * The closing block (the tenth review, finding 1b; decision 1115): the "contatti" a lookbook ends
 * on. Where the catalogue's last grid page still leaves more than CLOSING_WHITE between its last
 * caption and its foot line, the account's contact line (company, e-mail, phone: what an empty
 * footer prints, issue 35.6) stands in that white, on the page's axis in the centred looks and on
 * the photos' left edge in the flush-left ones, as each look sets its header. Without contact data
 * the page prints nothing more: a lookbook does not invent a line to fill a foot, and the rows
 * already stand on the grid's row lines (row-lines.ts).
 */
import type { PageLook } from '../layout/looks.js';
import { MIN_TYPE_SIZE, type Measure } from '../text/wrap.js';
import type { DescribedText, PageDescription } from './page-description.js';
import { BODY } from './palette.js';
import { DESCENT, lastInk } from './ink.js';

/** The most white a last page keeps over its foot line before the block fills it (the review's "about 90 pt"). */
export const CLOSING_WHITE = 90;
/** The block's size: a step over the footer's 7.8 pt, under the captions' names. */
const CLOSING_SIZE = 8.5;
/** The block's white over the foot line at most: within what the grid pages before it leave (15-59 pt). */
const FOOT_WHITE = 45;
/** A line's ink over its baseline, as a share of its size (cap height with accents). */
const ASCENT = 0.8;

/** The page's foot line: its footer rule, else the top of its folio or footer text. */
export function footLine(page: Pick<PageDescription, 'texts' | 'rules' | 'size'>): number {
  const rule = page.rules.find((each) => each.role === 'footer-rule');
  if (rule) return rule.y;
  const foot = page.texts.filter((text) => text.role === 'page-number' || text.role === 'footer').map((text) => text.baseline - text.size * ASCENT);
  return foot.length > 0 ? Math.min(...foot) : page.size.height;
}

/**
 * The page's texts with the closing block, where its white asks for one: `contact` on one line
 * across the photos' width, shrunk to MIN_TYPE_SIZE before it is left out. A footer that prints the
 * same line gives it to the block on this page, so the page does not say it twice.
 */
export function withClosingBlock(page: PageDescription, contact: string, look: Pick<PageLook, 'headerAlign'>, measure: Measure): DescribedText[] {
  const line = contact.trim();
  const foot = footLine(page);
  const white = foot - lastInk(page.photos);
  if (!line || page.photos.length === 0 || white <= CLOSING_WHITE) return page.texts;
  const left = Math.min(...page.photos.map((photo) => photo.frame.x));
  const right = Math.max(...page.photos.map((photo) => photo.frame.x + photo.frame.width));
  const across = look.headerAlign === 'centre' ? 2 * Math.min(page.size.width / 2 - left, right - page.size.width / 2) : right - left;
  const size = Math.min(CLOSING_SIZE, (CLOSING_SIZE * across) / measure(line, CLOSING_SIZE));
  if (size < MIN_TYPE_SIZE) return page.texts;
  const width = measure(line, size);
  const height = size * (ASCENT + DESCENT);
  // In the white's middle, but never further from the foot than the pages before leave.
  const under = Math.min((white - height) / 2, FOOT_WHITE);
  const baseline = foot - under - size * DESCENT;
  const centreX = look.headerAlign === 'centre' ? page.size.width / 2 : left + width / 2;
  const texts = page.texts.filter((text) => !(text.role === 'footer' && text.text.trim() === line));
  return [...texts, { role: 'contact', text: line, size, baseline, centreX, width, colour: BODY }];
}

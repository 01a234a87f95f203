/**
 * The line sheet's order page (issue 33.3): the buyer's block, each field's label beside a box to
 * write in on paper that is also a fillable field (left-aligned; the address and the notes on
 * several lines; a tall box to sign). Fields are named by their stable keys ('buyer-shop'), so a
 * returned PDF reads the same in any language; their accessible names are the labels.
 */
import type { LanguageCode } from '../../shared/index.js';
import type { Rect } from '../layout/geometry.js';
import { BUYER_FIELDS, TALL_BUYER_FIELDS, type BuyerField } from '../order/buyer.js';
import type { Measure } from '../text/wrap.js';
import { buyerWords } from '../texts/buyer-words.js';
import type { DescribedBox, DescribedText } from './page-description.js';
import { INK, MUTED } from './palette.js';
import { line } from './table-line.js';

const TITLE_SIZE = 10;
const LABEL_SIZE = 9;
const LINE_HEIGHT = 20;
const TALL_HEIGHT = 46;
const SIGNATURE_HEIGHT = 64;
const ROW_GAP = 8;
const LABEL_GAP = 10;
/** The labels take at most this share of the width, so the boxes keep room. */
const LABEL_SHARE = 0.35;

export interface BuyerBlock {
  texts: DescribedText[];
  boxes: DescribedBox[];
}

const heightOf = (field: BuyerField) => (field === 'signature' ? SIGNATURE_HEIGHT : TALL_BUYER_FIELDS.has(field) ? TALL_HEIGHT : LINE_HEIGHT);

export function describeBuyerBlock(zone: Rect, language: LanguageCode, measure: Measure): BuyerBlock {
  const words = buyerWords(language);
  const labelWidth = Math.min(zone.width * LABEL_SHARE, Math.max(...BUYER_FIELDS.map((field) => measure(words.labels[field], LABEL_SIZE))));
  const boxX = zone.x + labelWidth + LABEL_GAP;
  const texts = [line('terms-title', words.title, TITLE_SIZE, zone.y + TITLE_SIZE, zone.x, zone.width, false, INK, measure)];
  const boxes: DescribedBox[] = [];
  let top = zone.y + TITLE_SIZE * 2.5;
  for (const field of BUYER_FIELDS) {
    const height = heightOf(field);
    texts.push(line('term', words.labels[field], LABEL_SIZE, top + LINE_HEIGHT / 2 + LABEL_SIZE * 0.35, zone.x, labelWidth, false, MUTED, measure));
    boxes.push({ x: boxX, y: top, width: zone.x + zone.width - boxX, height, field: `buyer-${field}`, label: words.labels[field], entry: height > LINE_HEIGHT ? 'lines' : 'line' });
    top += height + ROW_GAP;
  }
  return { texts, boxes };
}

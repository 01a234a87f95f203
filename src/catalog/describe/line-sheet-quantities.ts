/**
 * The order form under each line-sheet row (issue 24.5): for each colourway of the row, its colour
 * and one box per size with the size above it, to write the quantity on paper; the same boxes are
 * the PDF's fillable fields, named after the colourway's code, colour and size. A product without a
 * size list gets one box ('Qtà' in the catalogue's language).
 */
import type { LanguageCode } from '../../shared/index.js';
import type { OrderColourway } from '../order/order-model.js';
import { isOneSize } from '../products/size-run.js';
import { buyerWords } from '../texts/buyer-words.js';
import type { Measure } from '../text/wrap.js';
import { orderSheetWords } from '../order-sheet/order-sheet-words.js';
import type { DescribedBox, DescribedText } from './page-description.js';
import { MUTED } from './palette.js';

const SIZE = 7;
const LEADING = 1.25;
/** The fillable field inside the frame at least 8 × 6 mm, room for a pen (issue 33.5). */
const BOX_HEIGHT = 18.5;
const BOX_MIN_WIDTH = 24;
const BOX_GAP = 3;
const LABEL_GAP = 6;
const LINE_GAP = 4;
/** The colour's label takes at most this share of the band, so the boxes keep room. */
const LABEL_SHARE = 0.3;

export interface QuantityLine {
  label: string;
  /** Names the fillable fields: the colourway's code and colour. */
  key: string;
  sizes: string[];
  /** Each box's accessible name, by size: 'Giacca in tweed LN-201, Blu notte, taglia M' (issue 33.5). */
  names: string[];
}

export function quantityLines(colourways: readonly OrderColourway[], language: LanguageCode): QuantityLine[] {
  const sizeWord = buyerWords(language).size;
  return colourways.map((colourway) => {
    const product = [colourway.name, colourway.code].filter(Boolean).join(' ');
    const sized = colourway.sizes.length > 0;
    const sizes = sized ? colourway.sizes : [orderSheetWords(language).quantity];
    // A one-size product's size says itself ('Taglia unica'); a sizeless one is just the quantity.
    const sizeName = (size: string) => (sized && !isOneSize(size) ? `${sizeWord} ${size}` : size);
    return { label: colourway.colour, key: colourway.key, sizes, names: sizes.map((size) => [product, colourway.colour, sizeName(size)].filter(Boolean).join(', ')) };
  });
}

export interface PlacedQuantities {
  height: number;
  texts: DescribedText[];
  boxes: DescribedBox[];
}

function text(value: string, baseline: number, x: number, measure: Measure, figures = false): DescribedText {
  const width = measure(value, SIZE, figures);
  return { role: 'cell', text: value, size: SIZE, baseline, centreX: x + width / 2, width, colour: MUTED, ...(figures && { figures }) };
}

/** The band at `top`, across `width` from `x`: each colourway on its own line(s), boxes wrapping. */
export function placeQuantities(lines: readonly QuantityLine[], x: number, width: number, top: number, measure: Measure): PlacedQuantities {
  const labelWidth = Math.min(width * LABEL_SHARE, Math.max(0, ...lines.map((line) => measure(line.label, SIZE))));
  const boxesX = x + (labelWidth > 0 ? labelWidth + LABEL_GAP : 0);
  const lineHeight = SIZE * LEADING + BOX_HEIGHT + LINE_GAP;
  const texts: DescribedText[] = [];
  const boxes: DescribedBox[] = [];
  let y = top;
  for (const line of lines) {
    if (line.label) texts.push(text(line.label, y + SIZE * LEADING + BOX_HEIGHT * 0.75, x, measure));
    let cursor = boxesX;
    for (const [index, size] of line.sizes.entries()) {
      // Sizes in lining tabular figures, as in the table (issue 24.7).
      const boxWidth = Math.max(BOX_MIN_WIDTH, measure(size, SIZE, true) + 4);
      if (cursor + boxWidth > x + width && cursor > boxesX) {
        cursor = boxesX;
        y += lineHeight;
      }
      const label = text(size, y + SIZE, cursor, measure, true);
      texts.push({ ...label, centreX: cursor + boxWidth / 2 });
      boxes.push({ x: cursor, y: y + SIZE * LEADING, width: boxWidth, height: BOX_HEIGHT, field: `${line.key} ${size}`.replace(/\./gu, '-'), label: line.names[index] ?? size, entry: 'quantity' });
      cursor += boxWidth + BOX_GAP;
    }
    y += lineHeight;
  }
  return { height: y - top, texts, boxes };
}

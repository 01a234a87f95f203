/**
 * A caption's lines as a reader sees them: the price prints as a text of its own on its code's
 * baseline, in the name's ink (decision 1069); joined back, each line is one text from its first
 * piece's left edge to its last piece's right edge, code and price as 'code · price' whether the
 * price follows the code or stands flush right.
 */
import type { DescribedText } from '../../../src/catalog/index.js';

export function printedLines(caption: readonly DescribedText[]): DescribedText[] {
  const lines: DescribedText[] = [];
  for (const piece of caption) {
    const last = lines[lines.length - 1];
    if (!last || piece.role !== 'caption-price' || Math.abs(last.baseline - piece.baseline) > 1e-6) {
      lines.push({ ...piece });
      continue;
    }
    const left = Math.min(last.centreX - last.width / 2, piece.centreX - piece.width / 2);
    const right = Math.max(last.centreX + last.width / 2, piece.centreX + piece.width / 2);
    lines[lines.length - 1] = { ...last, text: `${last.text.endsWith('·') ? last.text : `${last.text} ·`} ${piece.text}`, width: right - left, centreX: (left + right) / 2 };
  }
  return lines;
}

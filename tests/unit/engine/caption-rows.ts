/**
 * A caption's lines as a reader sees them: the price prints as a text of its own, in the name's ink
 * (decision 1069), on its code's baseline or, tabulated, on the name's (decision 1080); joined
 * back, each line is one text of the pieces on one baseline, left to right, from the first one's
 * left edge to the last one's right edge: 'code · price', 'price · code' or 'name · price' as the
 * look places it.
 */
import type { DescribedText } from '../../../src/catalog/index.js';

const join = (left: string, right: string) => (left.endsWith('·') || right.startsWith('·') ? `${left} ${right}` : `${left} · ${right}`);

export function printedLines(caption: readonly DescribedText[]): DescribedText[] {
  const lines: DescribedText[] = [];
  for (const piece of caption) {
    const at = piece.role === 'caption-price' ? lines.findIndex((line) => Math.abs(line.baseline - piece.baseline) < 1e-6) : -1;
    const line = lines[at];
    if (!line) {
      lines.push({ ...piece });
      continue;
    }
    const [first, second] = piece.centreX < line.centreX ? [piece, line] : [line, piece];
    const left = Math.min(line.centreX - line.width / 2, piece.centreX - piece.width / 2);
    const right = Math.max(line.centreX + line.width / 2, piece.centreX + piece.width / 2);
    lines[at] = { ...line, text: join(first.text, second.text), width: right - left, centreX: (left + right) / 2 };
  }
  // A price opening its line ('€ 189', then ' · SS27-001') arrives first: the code's piece joins it.
  return lines.reduce<DescribedText[]>((joined, line) => {
    const last = joined[joined.length - 1];
    if (last?.role === 'caption-price' && Math.abs(last.baseline - line.baseline) < 1e-6) {
      const right = line.centreX + line.width / 2;
      const left = last.centreX - last.width / 2;
      joined[joined.length - 1] = { ...line, text: join(last.text, line.text), width: right - left, centreX: (left + right) / 2 };
    } else joined.push(line);
    return joined;
  }, []);
}

/** Where the look tabulates the price on the name's line (decision 1080): Minimale and Editoriale. */
const priceOnName = (look: string | undefined) => look === 'minimal' || look === 'editorial';

/** The code's line as `printedLines` reads it in a look: the price first in the centred looks, the code alone where the price stands on the name's line. */
export function codeLine(look: string | undefined, code: string, price: string): string {
  return priceOnName(look) ? code : `${price} · ${code}`;
}

/** The name's first line as `printedLines` reads it in a look: the price after it where the look tabulates it there. */
export function nameLine(look: string | undefined, name: string, price: string): string {
  return priceOnName(look) ? `${name} · ${price}` : name;
}

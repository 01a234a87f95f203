/** Draws a line of text in runs of the font chain, converting top-left page coordinates for pdf-lib. */
import type { PDFPage } from '@cantoo/pdf-lib';
import type { DescribedText } from '../describe/page-description.js';
import type { FontChain } from '../fonts/font-chain.js';
import { pdfColour } from './pdf-colour.js';

export function drawCentredLine(page: PDFPage, fonts: FontChain, line: DescribedText): void {
  let x = line.centreX - fonts.widthOf(line.text, line.size) / 2;
  const y = page.getHeight() - line.baseline;
  const color = pdfColour(line.colour);
  for (const run of fonts.runs(line.text)) {
    page.drawText(run.text, { x, y, size: line.size, font: run.font, color });
    x += run.font.widthOfTextAtSize(run.text, line.size);
  }
}

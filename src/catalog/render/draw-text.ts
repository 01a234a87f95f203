/** Draws a line of text in runs of the font chain, converting top-left page coordinates for pdf-lib. */
import type { Color, PDFPage } from '@cantoo/pdf-lib';
import type { FontChain } from '../fonts/font-chain.js';

export interface PlacedText {
  text: string;
  size: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  centreX: number;
  color: Color;
}

export function drawCentredLine(page: PDFPage, fonts: FontChain, line: PlacedText): void {
  let x = line.centreX - fonts.widthOf(line.text, line.size) / 2;
  const y = page.getHeight() - line.baseline;
  for (const run of fonts.runs(line.text)) {
    page.drawText(run.text, { x, y, size: line.size, font: run.font, color: line.color });
    x += run.font.widthOfTextAtSize(run.text, line.size);
  }
}

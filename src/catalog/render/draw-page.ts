/** Draws one page exactly as describePages described it (the photos' images are embedded by the caller). */
import type { PDFImage, PDFPage } from '@cantoo/pdf-lib';
import type { DescribedRule, PageDescription } from '../describe/page-description.js';
import type { FontChain } from '../fonts/font-chain.js';
import type { Rect } from '../layout/geometry.js';
import { drawCentredLine } from './draw-text.js';
import { pdfColour } from './pdf-colour.js';

function drawRule(page: PDFPage, rule: DescribedRule): void {
  const y = page.getHeight() - rule.y;
  page.drawLine({ start: { x: rule.x, y }, end: { x: rule.x + rule.width, y }, thickness: rule.thickness, color: pdfColour(rule.colour) });
}

export function drawImage(page: PDFPage, image: PDFImage, frame: Rect): void {
  page.drawImage(image, { x: frame.x, y: page.getHeight() - frame.y - frame.height, width: frame.width, height: frame.height });
}

/** Rules, badge, logo and texts: everything but the photos. */
export function drawFurniture(page: PDFPage, fonts: FontChain, description: PageDescription, logo: PDFImage | null): void {
  for (const rule of description.rules) drawRule(page, rule);
  const { badge } = description;
  if (badge) page.drawCircle({ x: badge.centreX, y: page.getHeight() - badge.centreY, size: badge.radius, color: pdfColour(badge.colour) });
  if (logo && description.logo) drawImage(page, logo, description.logo);
  for (const line of description.texts) drawCentredLine(page, fonts, line);
}

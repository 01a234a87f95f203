/**
 * Everything on a page except the photos: page 1's header (title, short accent rule, subtitle,
 * introduction), a running title on later pages, the hairlines closing header and footer, the
 * footer text, and the blue page-number badge from page 2 (spec 9).
 */
import type { PDFPage } from '@cantoo/pdf-lib';
import type { FontChain } from '../fonts/font-chain.js';
import type { PageZones, Rect } from '../layout/geometry.js';
import { fitFooter } from '../text/footer-fit.js';
import { fitHeader, type HeaderRole } from '../text/header-fit.js';
import { ellipsize } from '../text/wrap.js';
import type { CatalogTexts } from '../types.js';
import { drawCentredLine } from './draw-text.js';
import { ACCENT, BADGE_BLUE, BADGE_TEXT, BODY, HAIRLINE, HAIRLINE_WIDTH, INK, MUTED } from './palette.js';

const ROLE_COLOURS = { title: INK, subtitle: ACCENT, introduction: BODY } as const satisfies Record<HeaderRole, unknown>;
const ACCENT_RULE_WIDTH = 36;
const RUNNING_TITLE_SIZE = 12;
const BADGE_RADIUS = 10.5;
const BADGE_NUMBER_SIZE = 8.5;
/** Space between the footer rule and the footer text. */
const FOOTER_RULE_GAP = 4;

function horizontalRule(page: PDFPage, centreX: number, top: number, width: number, colour = HAIRLINE): void {
  const y = page.getHeight() - top;
  page.drawLine({ start: { x: centreX - width / 2, y }, end: { x: centreX + width / 2, y }, thickness: HAIRLINE_WIDTH, color: colour });
}

function drawFirstPageHeader(page: PDFPage, fonts: FontChain, texts: CatalogTexts, zone: Rect): void {
  const header = fitHeader(texts, zone, fonts.widthOf);
  for (const line of header.lines) drawCentredLine(page, fonts, { ...line, color: ROLE_COLOURS[line.role] });
  if (header.accentRuleY !== null) horizontalRule(page, zone.x + zone.width / 2, header.accentRuleY, ACCENT_RULE_WIDTH, ACCENT);
}

function drawRunningTitle(page: PDFPage, fonts: FontChain, title: string, zone: Rect): void {
  if (!title.trim()) return;
  const fitted = fonts.widthOf(title, RUNNING_TITLE_SIZE) <= zone.width ? title : ellipsize(title, zone.width, RUNNING_TITLE_SIZE, fonts.widthOf);
  const baseline = zone.y + zone.height / 2 + RUNNING_TITLE_SIZE * 0.35;
  drawCentredLine(page, fonts, { text: fitted, size: RUNNING_TITLE_SIZE, baseline, centreX: zone.x + zone.width / 2, color: MUTED });
}

function drawBadge(page: PDFPage, fonts: FontChain, pageNumber: number, footer: Rect): void {
  const centreX = footer.x + footer.width - BADGE_RADIUS;
  const centreY = footer.y + footer.height / 2;
  page.drawCircle({ x: centreX, y: page.getHeight() - centreY, size: BADGE_RADIUS, color: BADGE_BLUE });
  const baseline = centreY + BADGE_NUMBER_SIZE * 0.35;
  drawCentredLine(page, fonts, { text: String(pageNumber), size: BADGE_NUMBER_SIZE, baseline, centreX, color: BADGE_TEXT });
}

function drawFooter(page: PDFPage, fonts: FontChain, footerText: string, footer: Rect): void {
  const middle = footer.x + footer.width / 2;
  horizontalRule(page, middle, footer.y, footer.width);
  // The text keeps clear of the badge on both sides, so it stays centred on the page.
  const clearance = 2 * BADGE_RADIUS + 12;
  const textZone = { x: footer.x + clearance, y: footer.y + FOOTER_RULE_GAP, width: footer.width - 2 * clearance, height: footer.height - FOOTER_RULE_GAP };
  for (const line of fitFooter(footerText, textZone, fonts.widthOf)) {
    drawCentredLine(page, fonts, { ...line, centreX: middle, color: MUTED });
  }
}

export function drawPageFurniture(page: PDFPage, fonts: FontChain, texts: CatalogTexts, zones: PageZones, pageNumber: number): void {
  const { header, footer } = zones;
  if (pageNumber === 1) drawFirstPageHeader(page, fonts, texts, header);
  else drawRunningTitle(page, fonts, texts.title, header);
  horizontalRule(page, header.x + header.width / 2, header.y + header.height, header.width);
  drawFooter(page, fonts, texts.footer, footer);
  if (pageNumber >= 2) drawBadge(page, fonts, pageNumber, footer);
}

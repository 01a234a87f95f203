/**
 * Everything on a page except the photos (spec 9, docs/decisions/0202): page 1's header (logo,
 * title, short accent rule, subtitle, introduction), a running title on later pages, the hairlines
 * closing header and footer, the footer text, and the page-number badge from page 2.
 */
import type { PageZones, Rect, Size } from '../layout/geometry.js';
import { headerTextZone, logoFrame } from '../layout/logo.js';
import { fitFooter } from '../text/footer-fit.js';
import type { Hyphenate } from '../text/hyphenation.js';
import { fitHeader, type HeaderRole } from '../text/header-fit.js';
import { ellipsize, type Measure } from '../text/wrap.js';
import type { CatalogTexts } from '../types.js';
import type { CutText, DescribedBadge, DescribedRule, DescribedText, TextRole } from './page-description.js';
import { BODY, HAIRLINE_WIDTH, INK, MUTED, TAUPE, type PageColours } from './palette.js';

const ROLE_COLOURS = { title: INK, subtitle: TAUPE, introduction: BODY } as const satisfies Record<HeaderRole, string>;
const ACCENT_RULE_WIDTH = 36;
const RUNNING_TITLE_SIZE = 12;
const BADGE_RADIUS = 10.5;
const BADGE_NUMBER_SIZE = 8.5;
/** Space between the footer rule and the footer text. */
const FOOTER_RULE_GAP = 4;

export interface Furniture {
  texts: DescribedText[];
  rules: DescribedRule[];
  badge: DescribedBadge | null;
  logo: Rect | null;
  cut: CutText[];
}

interface Context {
  texts: CatalogTexts;
  zones: PageZones;
  pageNumber: number;
  colours: PageColours;
  measure: Measure;
  /** The catalogue language's hyphenation, for the introduction. */
  hyphenate?: Hyphenate;
  logo?: Size;
}

function line(measure: Measure, role: TextRole, text: string, size: number, baseline: number, centreX: number, colour: string): DescribedText {
  return { role, text, size, baseline, centreX, width: measure(text, size), colour };
}

function rule(role: DescribedRule['role'], centreX: number, y: number, width: number, colour: string): DescribedRule {
  return { role, x: centreX - width / 2, y, width, thickness: HAIRLINE_WIDTH, colour };
}

function firstPageHeader({ texts, zones, colours, measure, hyphenate, logo }: Context, furniture: Furniture): void {
  const zone = zones.header;
  furniture.logo = logo ? logoFrame(logo, zone) : null;
  const header = fitHeader(texts, headerTextZone(zone, furniture.logo), measure, hyphenate);
  for (const fitted of header.lines) {
    furniture.texts.push(line(measure, fitted.role, fitted.text, fitted.size, fitted.baseline, fitted.centreX, ROLE_COLOURS[fitted.role]));
  }
  if (header.accentRuleY !== null) furniture.rules.push(rule('accent-rule', zone.x + zone.width / 2, header.accentRuleY, ACCENT_RULE_WIDTH, colours.accentRule));
  for (const field of header.cut) furniture.cut.push({ field });
}

function runningTitle({ texts, zones, measure }: Context, furniture: Furniture): void {
  const zone = zones.header;
  const title = texts.title;
  if (!title.trim()) return;
  const fitted = measure(title, RUNNING_TITLE_SIZE) <= zone.width ? title : ellipsize(title, zone.width, RUNNING_TITLE_SIZE, measure);
  const baseline = zone.y + zone.height / 2 + RUNNING_TITLE_SIZE * 0.35;
  furniture.texts.push(line(measure, 'running-title', fitted, RUNNING_TITLE_SIZE, baseline, zone.x + zone.width / 2, MUTED));
}

function footer({ texts, zones, colours, measure }: Context, furniture: Furniture): void {
  const zone = zones.footer;
  const middle = zone.x + zone.width / 2;
  furniture.rules.push(rule('footer-rule', middle, zone.y, zone.width, colours.hairline));
  // The text keeps clear of the badge on both sides, so it stays centred on the page.
  const clearance = 2 * BADGE_RADIUS + 12;
  const textZone = { x: zone.x + clearance, y: zone.y + FOOTER_RULE_GAP, width: zone.width - 2 * clearance, height: zone.height - FOOTER_RULE_GAP };
  const fitted = fitFooter(texts.footer, textZone, measure);
  for (const footerLine of fitted.lines) {
    furniture.texts.push(line(measure, 'footer', footerLine.text, footerLine.size, footerLine.baseline, middle, MUTED));
  }
  if (fitted.cut) furniture.cut.push({ field: 'footer' });
}

function badge({ zones, pageNumber, colours, measure }: Context, furniture: Furniture): void {
  const zone = zones.footer;
  const centreX = zone.x + zone.width - BADGE_RADIUS;
  const centreY = zone.y + zone.height / 2;
  furniture.badge = { centreX, centreY, radius: BADGE_RADIUS, colour: colours.badge };
  const baseline = centreY + BADGE_NUMBER_SIZE * 0.35;
  furniture.texts.push(line(measure, 'page-number', String(pageNumber), BADGE_NUMBER_SIZE, baseline, centreX, colours.badgeText));
}

export function describeFurniture(context: Context): Furniture {
  const furniture: Furniture = { texts: [], rules: [], badge: null, logo: null, cut: [] };
  const { header } = context.zones;
  if (context.pageNumber === 1) firstPageHeader(context, furniture);
  else runningTitle(context, furniture);
  furniture.rules.push(rule('header-rule', header.x + header.width / 2, header.y + header.height, header.width, context.colours.hairline));
  footer(context, furniture);
  if (context.pageNumber >= 2) badge(context, furniture);
  return furniture;
}

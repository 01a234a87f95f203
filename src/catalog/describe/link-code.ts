/**
 * The published link's QR code on the catalogue's last page (issue 36.1): the code's dark modules
 * as rules, one per run of dark modules in a row, in the footer's left corner or the white nearest
 * it, so the PDF and its preview draw it like any other rule and a printed catalogue opens the
 * vetrina.
 */
import QRCode from 'qrcode';
import { inkOf, nearestClearSquare, type InkPage, type Point } from './clear-square.js';
import type { DescribedRule, PageDescription } from './page-description.js';

/** 17 mm: a phone reads it from a printed page at arm's length. */
export const LINK_CODE_SIDE = 48;
const DARK = '#000000';
/** Room between the code and a footer line beside it. */
const GAP = 4;
/** White kept round the code where it leaves its corner: about four of its modules, the quiet zone its standard asks for. */
const QUIET_ZONE = 8;

type LinkCodePage = InkPage & Pick<PageDescription, 'zones'>;

/**
 * Where the code stands: in the footer's left corner, starting where the footer's hairline does (on
 * the photos' edge in Classico), else at the content's edge; a footer line long enough to reach the
 * corner moves it up, just above the footer. Where that corner holds ink (a folio on the left, a
 * hairline through the code, a landscape photo down to the foot), the code takes the page's white
 * nearest the corner, a quiet zone clear of every photo, line and rule: a phone reads a code with
 * white around it, and a code over a photo hides both.
 */
function codeCorner(page: LinkCodePage): Point {
  const { zones, texts, rules } = page;
  const left = rules.find((rule) => rule.role === 'footer-rule')?.x ?? zones.content.x;
  const reached = texts.some((text) => text.role === 'footer' && text.centreX - text.width / 2 < left + LINK_CODE_SIDE + GAP);
  const top = reached ? zones.footer.y - GAP - LINK_CODE_SIDE : Math.min(zones.footer.y + zones.footer.height, zones.page.height) - LINK_CODE_SIDE;
  return { x: left, y: top };
}

/**
 * `page`: the last page as described so far. Returns the code's dark modules as rules.
 */
export function linkCodeRules(link: string, page: LinkCodePage): DescribedRule[] {
  const { size, data } = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  const module = LINK_CODE_SIDE / size;
  const corner = codeCorner(page);
  const { zones } = page;
  const bounds = { x: Math.min(corner.x, zones.content.x), y: zones.content.y, right: zones.content.x + zones.content.width, bottom: Math.max(corner.y + LINK_CODE_SIDE, zones.content.y + zones.content.height) };
  const { x: left, y: top } = nearestClearSquare(corner, LINK_CODE_SIDE, QUIET_ZONE, inkOf(page), bounds) ?? corner;
  const rules: DescribedRule[] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let column = 0; column <= size; column++) {
      const dark = column < size && data[row * size + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        rules.push({ role: 'link-code', x: left + start * module, y: top + (row + 0.5) * module, width: (column - start) * module, thickness: module, colour: DARK });
        start = -1;
      }
    }
  }
  return rules;
}

/**
 * The published link's QR code on the catalogue's last page (issue 36.1): the code's dark modules
 * as rules, one per run of dark modules in a row, in the footer's left corner (the footer text
 * keeps clear of that corner for the folio's sake), so the PDF and its preview draw it like any
 * other rule and a printed catalogue opens the vetrina.
 */
import QRCode from 'qrcode';
import type { PageZones } from '../layout/geometry.js';
import type { DescribedRule, DescribedText } from './page-description.js';

/** 17 mm: a phone reads it from a printed page at arm's length. */
export const LINK_CODE_SIDE = 48;
const DARK = '#000000';
/** Room between the code and a footer line beside it. */
const GAP = 4;

/**
 * `texts` and `rules`: the page's. The code starts where the footer's hairline does (on the photos'
 * edge in Classico), else at the content's edge. A footer line long enough to reach the corner
 * moves the code up, just above the footer, rather than under the line.
 */
export function linkCodeRules(link: string, zones: PageZones, texts: readonly DescribedText[] = [], pageRules: readonly DescribedRule[] = []): DescribedRule[] {
  const { size, data } = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
  const module = LINK_CODE_SIDE / size;
  const left = pageRules.find((rule) => rule.role === 'footer-rule')?.x ?? zones.content.x;
  const reached = texts.some((text) => text.role === 'footer' && text.centreX - text.width / 2 < left + LINK_CODE_SIDE + GAP);
  const top = reached ? zones.footer.y - GAP - LINK_CODE_SIDE : Math.min(zones.footer.y + zones.footer.height, zones.page.height) - LINK_CODE_SIDE;
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

/** One line of a line sheet's text, set from the left of its box, or from its right for prices. */
import type { Measure } from '../text/wrap.js';
import type { DescribedText } from './page-description.js';

export function line(role: DescribedText['role'], text: string, size: number, baseline: number, x: number, width: number, right: boolean, colour: string, measure: Measure, figures = false): DescribedText {
  const measured = measure(text, size, figures);
  return { role, text, size, baseline, centreX: right ? x + width - measured / 2 : x + measured / 2, width: measured, colour, ...(figures && { figures }) };
}

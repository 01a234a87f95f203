/**
 * Text widths for a page preview outside the PDF: the same font chain as the renderer (the chosen
 * font, then the fallbacks the strings need), measured with the same metrics, on a scratch document.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import type { FontFamily } from '../../shared/index.js';
import type { Measure } from '../text/wrap.js';
import type { FontSource } from '../types.js';
import { FontChain } from './font-chain.js';

/** `strings`: what will be measured (printedStrings), so the fallbacks it needs are loaded. */
export async function loadTextMeasure(source: FontSource, family: FontFamily, strings: readonly string[]): Promise<Measure> {
  const chain = await FontChain.load(await PDFDocument.create(), source, family, strings);
  return chain.widthOf;
}

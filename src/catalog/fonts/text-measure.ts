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

export type TextMeasures = (family: FontFamily, strings: readonly string[]) => Promise<Measure>;

/**
 * loadTextMeasure for a preview that asks again at every edit: a chain loaded for some characters
 * measures any text made of them alike, so it is reused until a string brings a character it was
 * not loaded for; the next chain is loaded for every character seen so far.
 */
export function createTextMeasures(source: FontSource): TextMeasures {
  let current: { family: FontFamily; characters: Set<string>; measure: Promise<Measure> } | undefined;
  return (family, strings) => {
    const characters = new Set(strings.join(''));
    const covered = current?.family === family && [...characters].every((character) => current?.characters.has(character));
    if (current && covered) return current.measure;
    if (current?.family === family) for (const character of current.characters) characters.add(character);
    const measure = loadTextMeasure(source, family, [[...characters].join('')]);
    const loaded = { family, characters, measure };
    current = loaded;
    // A failed load (a font that did not arrive) is not kept: the next call tries again.
    measure.catch(() => {
      if (current === loaded) current = undefined;
    });
    return measure;
  };
}

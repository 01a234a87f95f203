/**
 * Text widths for a page preview outside the PDF: the same font chain as the renderer (the chosen
 * font, then the fallbacks the strings need), measured with the same shaping, on a scratch document.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import type { FontFamily } from '../../shared/index.js';
import type { Measure } from '../text/wrap.js';
import type { FontSource } from '../types.js';
import { FontChain } from './font-chain.js';
import type { FontWeight } from './font-files.js';

export interface TextMetrics {
  measure: Measure;
  /** Characters of the strings that no face has: they print as U+FFFD (issue 11.2). */
  missing: readonly string[];
}

/** `strings`: what will be measured (printedStrings), so the fallbacks it needs are loaded; in `weight`, the family's regular by default. */
export async function loadTextMetrics(source: FontSource, family: FontFamily, strings: readonly string[], weight: FontWeight = 'regular'): Promise<TextMetrics> {
  const chain = await FontChain.load(await PDFDocument.create(), source, family, strings, weight);
  return { measure: chain.widthOf, missing: chain.missing };
}

export type TextMeasures = (family: FontFamily, strings: readonly string[]) => Promise<TextMetrics>;

/**
 * loadTextMetrics for a preview that asks again at every edit: a chain loaded for some characters
 * measures any text made of them alike, so it is reused until a string brings a character it was
 * not loaded for; the next chain is loaded for every character seen so far. What is missing is
 * told for the strings of this call only.
 */
export function createTextMeasures(source: FontSource, weight: FontWeight = 'regular'): TextMeasures {
  let current: { family: FontFamily; characters: Set<string>; metrics: Promise<TextMetrics> } | undefined;
  const forStrings = async (metrics: Promise<TextMetrics>, characters: Set<string>): Promise<TextMetrics> => {
    const { measure, missing } = await metrics;
    return { measure, missing: missing.filter((char) => characters.has(char)) };
  };
  return (family, strings) => {
    const wanted = new Set(Array.from(strings.join('').normalize('NFC')));
    const covered = current?.family === family && [...wanted].every((character) => current?.characters.has(character));
    if (current && covered) return forStrings(current.metrics, wanted);
    const characters = new Set(wanted);
    if (current?.family === family) for (const character of current.characters) characters.add(character);
    const metrics = loadTextMetrics(source, family, [[...characters].join('')], weight);
    const loaded = { family, characters, metrics };
    current = loaded;
    // A failed load (a font that did not arrive) is not kept: the next call tries again.
    metrics.catch(() => {
      if (current === loaded) current = undefined;
    });
    return forStrings(metrics, wanted);
  };
}

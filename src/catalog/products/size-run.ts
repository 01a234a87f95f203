/**
 * Size runs as people write them (issues 23.3, 33.1): a cell is a list of sizes whatever its
 * separators (',', ';', '/', '|', spaces, dashes), two sizes joined by a dash are a range expanded
 * on their scale (letters XXXS … 4XL in order; numbers by the size system, decision 0981), and a
 * one-size word stays one size. Printed, a run that steps evenly is compact ('XS–XL', '35–41').
 * One pass over the text, no pattern built from it.
 */
import type { SizeSystem } from '../../shared/index.js';
import { LIMITS } from '../../shared/limits.js';

const LETTER_SCALE = ['3XS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const LETTER_ALIASES: Readonly<Record<string, number>> = { XXXS: 0, '2XS': 1, '2XL': 7, XXXL: 8, XXXXL: 9 };
/** Folded (lower case, no accents, single spaces): 'Taglia unica', 'One size', 'TU'. */
const ONE_SIZE = new Set(['tu', 't u', 'taglia unica', 'unica', 'one size', 'onesize', 'os', 'o s', 'taille unique', 'talla unica', 'einheitsgrosse', 'uni']);
/** Italian clothing sizes run in steps of 2 within these (decision 0981). */
const CLOTHING_FIRST = 36;
const CLOTHING_LAST = 60;

const LIST_SEPARATORS = new Set([',', ';', '/', '|', '\\']);
const DASHES = new Set(['-', '–', '—', '‒', '−']);
const isSpace = (character: string) => character.trim() === '';
const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

function letterRank(size: string): number {
  const upper = size.toUpperCase();
  const rank = LETTER_SCALE.indexOf(upper);
  return rank >= 0 ? rank : (LETTER_ALIASES[upper] ?? -1);
}

interface SizeNumber {
  value: number;
  /** The decimal separator written, for the halves a range adds. */
  comma: boolean;
}

function sizeNumber(size: string): SizeNumber | undefined {
  let digits = 0;
  let index = 0;
  while (isDigit(size[index])) {
    index++;
    digits++;
  }
  if (digits === 0 || digits > 3) return undefined;
  if (index === size.length) return { value: Number(size), comma: false };
  const separator = size[index];
  if ((separator === ',' || separator === '.') && size.slice(index + 1) === '5') return { value: Number(size.slice(0, index)) + 0.5, comma: separator === ',' };
  return undefined;
}

export const isOneSize = (text: string) =>
  ONE_SIZE.has(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );

/**
 * The text's sizes and how each pair is joined: `dash` when only a dash (with spaces) stands
 * between two sizes. A comma between a digit and a lone '5' is a decimal one ('36,5').
 */
function tokens(text: string): { sizes: string[]; dashed: boolean[] } {
  const sizes: string[] = [];
  const dashed: boolean[] = [];
  let current = '';
  let gap = { dash: false, list: false };
  const close = () => {
    if (!current) return;
    if (sizes.length > 0) dashed.push(gap.dash && !gap.list);
    sizes.push(current);
    current = '';
    gap = { dash: false, list: false };
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index] ?? '';
    const halfComma = character === ',' && isDigit(current.at(-1)) && text[index + 1] === '5' && !isDigit(text[index + 2]);
    if (halfComma || !(LIST_SEPARATORS.has(character) || DASHES.has(character) || isSpace(character))) {
      current += character;
      continue;
    }
    close();
    if (DASHES.has(character)) gap.dash = true;
    else if (LIST_SEPARATORS.has(character)) gap.list = true;
    else if (!gap.dash && sizes.length > 0) gap.list = gap.list || spaceSeparates(text, index);
  }
  close();
  return { sizes, dashed };
}

/** A space separates two sizes ('S M L') unless a dash follows it ('XS - XL'). */
function spaceSeparates(text: string, index: number): boolean {
  let next = index;
  while (next < text.length && isSpace(text[next] ?? '')) next++;
  return !DASHES.has(text[next] ?? '');
}

function numericStep(first: number, last: number, system: SizeSystem): number {
  if (!Number.isInteger(first) || !Number.isInteger(last)) return 0.5;
  const clothing = first >= CLOTHING_FIRST && last <= CLOTHING_LAST && first % 2 === 0 && last % 2 === 0;
  return system !== 'shoes' && clothing ? 2 : 1;
}

const formatNumber = (value: number, comma: boolean) => (Number.isInteger(value) ? String(value) : `${Math.floor(value)}${comma ? ',' : '.'}5`);

/** The sizes of a range, or undefined when the two are not the ends of one ('S-36', 'XL-S'). */
function range(first: string, last: string, system: SizeSystem): string[] | undefined {
  const [from, to] = [letterRank(first), letterRank(last)];
  if (from >= 0 && to > from) return [first.toUpperCase(), ...LETTER_SCALE.slice(from + 1, to), last.toUpperCase()];
  const [low, high] = [sizeNumber(first), sizeNumber(last)];
  if (!low || !high || high.value <= low.value) return undefined;
  const step = numericStep(low.value, high.value, system);
  const count = Math.round((high.value - low.value) / step) + 1;
  if (count > LIMITS.captionSizeListMax) return undefined;
  return Array.from({ length: count }, (_, index) => (index === 0 ? first : index === count - 1 ? last : formatNumber(low.value + index * step, low.comma || high.comma)));
}

/** A cell's parts as written: each size alone, a range ('A-B', two sizes joined by a dash and nothing else) as one part. */
function writtenParts(text: string): { part: string; range?: [string, string] }[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (isOneSize(trimmed)) return [{ part: trimmed }];
  const { sizes, dashed } = tokens(trimmed);
  const parts: { part: string; range?: [string, string] }[] = [];
  for (let index = 0; index < sizes.length; index++) {
    const size = sizes[index] ?? '';
    const next = sizes[index + 1];
    // 'A-B' alone is a range; 'A-B-C…' is a list written with dashes.
    const alone = dashed[index] === true && dashed[index - 1] !== true && dashed[index + 1] !== true;
    if (alone && next !== undefined) {
      parts.push({ part: `${size}-${next}`, range: [size, next] });
      index++;
    } else parts.push({ part: size });
  }
  return parts;
}

/** The cell holds a range ('XS-XL', '38-46'), not only sizes listed one by one. */
export const hasRange = (text: string) => writtenParts(text).some((part) => part.range !== undefined);

/** One cell's sizes, in order; a range is expanded on its scale, or kept as its two ends. */
export function expandSizes(text: string, system: SizeSystem = 'auto'): string[] {
  return writtenParts(text).flatMap(({ part, range: ends }) => (ends ? (range(ends[0], ends[1], system) ?? ends) : [part]));
}

/** Several cells' sizes, each once, in the order they first come. */
export function sizesOf(cells: readonly string[], system: SizeSystem = 'auto'): string[] {
  return [...new Set(cells.flatMap((cell) => expandSizes(cell, system)))];
}

function isRun(values: readonly number[], steps: readonly number[]): boolean {
  if (values.length < 3) return false;
  const step = (values[1] ?? 0) - (values[0] ?? 0);
  if (!steps.includes(step)) return false;
  return values.every((value, index) => index === 0 || Math.abs(value - (values[index - 1] ?? 0) - step) < 1e-9);
}

/** The sizes as a line sheet prints them: a run that steps evenly as 'first–last', else the list. */
export function compactRun(sizes: readonly string[]): string {
  const first = sizes[0] ?? '';
  const last = sizes.at(-1) ?? '';
  const numbers = sizes.map((size) => sizeNumber(size)?.value ?? Number.NaN);
  if (numbers.every(Number.isFinite) && isRun(numbers, [0.5, 1, 2])) return `${first}–${last}`;
  const ranks = sizes.map(letterRank);
  if (ranks.every((rank) => rank >= 0) && isRun(ranks, [1])) return `${first}–${last}`;
  return sizes.join(', ');
}

/** Cells read as sizes and printed compactly: ['38', '40', '42'] and ['38-42'] both print '38–42'. */
export function sizeRun(cells: readonly string[], system: SizeSystem = 'auto'): string {
  return compactRun(sizesOf(cells, system));
}

/**
 * Cells as written, each once, for a caption to keep: the order model expands them by its size
 * system. A cell longer than a caption's size entry is kept as its parts ('24-25-…-32' as its nine
 * sizes, 'XS-XL, 38-42' as its two ranges), so a list written in full is never re-read as a range.
 */
export function writtenSizes(cells: readonly string[]): string[] {
  const parts = cells.flatMap((cell) => {
    const trimmed = cell.trim();
    return Array.from(trimmed).length <= LIMITS.captionSizeMax ? [trimmed] : writtenParts(trimmed).map(({ part }) => part);
  });
  return [...new Set(parts.filter(Boolean))];
}

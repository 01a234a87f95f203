/**
 * A colourway's sizes as a line sheet prints them (issue 23.3): in the file's order, and as a run
 * ('38–46', '24–32', 'XS–XL') when they follow one another on a known scale (whole or half
 * numbers in steps of 0.5, 1 or 2; the letter scale); else the list ('38, 42, 46').
 */
const LETTER_SCALE = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'];
const LETTER_ALIASES: Record<string, string> = { '3xs': 'xxxs', '2xs': 'xxs', '2xl': 'xxl', '3xl': 'xxxl', '4xl': 'xxxxl' };

function letterRank(size: string): number {
  const folded = size.toLowerCase().replace(/\s+/gu, '');
  return LETTER_SCALE.indexOf(LETTER_ALIASES[folded] ?? folded);
}

function isRun(values: readonly number[], steps: readonly number[]): boolean {
  if (values.length < 3) return false;
  const step = (values[1] ?? 0) - (values[0] ?? 0);
  if (!steps.includes(step)) return false;
  return values.every((value, index) => index === 0 || Math.abs(value - (values[index - 1] ?? 0) - step) < 1e-9);
}

/** The sizes one by one, each once, in order: a cell may list a colourway's sizes itself ('38, 40, 42'); '36,5' is one size. */
export function sizesOf(sizes: readonly string[]): string[] {
  return [...new Set(sizes.flatMap((size) => size.split(/\s*;\s*|,\s+/u)).map((size) => size.trim()).filter(Boolean))];
}

export function sizeRun(sizes: readonly string[]): string {
  const unique = sizesOf(sizes);
  const first = unique[0] ?? '';
  const last = unique.at(-1) ?? '';
  const numbers = unique.map((size) => (/^\d+([.,]5)?$/u.test(size) ? Number(size.replace(',', '.')) : Number.NaN));
  if (numbers.every(Number.isFinite) && isRun(numbers, [0.5, 1, 2])) return `${first}–${last}`;
  const ranks = unique.map(letterRank);
  if (ranks.every((rank) => rank >= 0) && isRun(ranks, [1])) return `${first}–${last}`;
  return unique.join(', ');
}

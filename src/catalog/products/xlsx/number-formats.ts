/**
 * Which XLSX number formats show a date (ECMA-376 part 1, 18.8.30: built-in ids 14-22 and 45-47
 * are dates and times; 27-36 and 50-58 in East Asian locales), and a date serial as text.
 */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

export function isDateFormat(id: number, code: string | undefined): boolean {
  if (BUILT_IN_DATES.has(id)) return true;
  if (!code) return false;
  // Quoted literals, escaped characters and [colour]/[$-410] sections are not date parts.
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/gu, '');
  return /[dmyhs]/iu.test(bare) && !/[#0?]/u.test(bare);
}

/** Excel's 1900 date system, from 1899-12-30 (Excel's own 1900 leap-year bug is thus absorbed). */
export function serialDateText(serial: number): string {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

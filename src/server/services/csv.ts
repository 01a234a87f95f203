import { PRODUCT_TIME_ZONE } from '../../shared/index.js';

/**
 * CSV for Excel as Italian offices use it (docs/decisions/0616-log-csv-export.md): ';' between
 * cells, a UTF-8 byte order mark, CRLF lines, and cells that a spreadsheet would run as a formula
 * defused with a leading apostrophe (OWASP "CSV injection").
 */
export const CSV_SEPARATOR = ';';
/** Without it Excel reads UTF-8 as Windows-1252 and mangles every accented letter. */
export const UTF8_BOM = '\uFEFF';

/** What a spreadsheet takes as the start of a formula (or of a hidden line break before one). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n,]/;

export function csvCell(value: string | number): string {
  const text = String(value);
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** Times in the export are Italy's, as on screen, whatever the server's zone (docs/decisions/0793). */
const ITALIAN_DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: PRODUCT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '15/01/2026 11:00:00': the form Italian Excel reads back as a date and time. */
export function italianDateTime(date: Date): string {
  return ITALIAN_DATE_TIME.format(date).replace(', ', ' ');
}

/** en-CA writes dates as ISO does (YYYY-MM-DD). */
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-01-15', Italy's calendar day, for file names. */
export function italianDay(date: Date): string {
  return ISO_DAY.format(date);
}

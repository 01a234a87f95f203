/**
 * Which sheet of a workbook holds the products (issue 34.4): the one asked for, by its name or its
 * number from 1; else the most product-like, the sheet whose headings name most product fields,
 * then the one with most rows. Apple Numbers puts a summary sheet first, many Excel lists sit on a
 * second sheet: neither is read by mistake.
 */
import { fieldOfHeading } from './product-columns.js';
import { findHeaderRow } from './sheet-layout.js';
import { quoted, SpreadsheetError } from './spreadsheet-error.js';
import { cellText, type NamedSheet } from './sheet-rows.js';

function likeness(sheet: NamedSheet): [number, number] {
  const headerRow = findHeaderRow(sheet.rows);
  const known = new Set((sheet.rows[headerRow] ?? []).map((cell) => fieldOfHeading(cellText(cell))).filter(Boolean)).size;
  return [known >= 2 ? known : 0, sheet.rows.length - headerRow - 1];
}

/**
 * The index of the chosen sheet; a choice the workbook does not have is refused naming its sheets.
 * `preferred` (the sheet the draft remembers) is read when the workbook has a sheet of that name,
 * else the most product-like, with no refusal: it was chosen for another file.
 */
export function chooseSheet(sheets: readonly NamedSheet[], fileName: string, choice?: string, preferred?: string): number {
  const remembered = preferred?.trim().toLowerCase();
  const kept = remembered ? sheets.findIndex((sheet) => sheet.name.trim().toLowerCase() === remembered) : -1;
  if ((choice === undefined || choice.trim() === '') && kept >= 0) return kept;
  if (choice !== undefined && choice.trim() !== '') {
    const wanted = choice.trim();
    const byName = sheets.findIndex((sheet) => sheet.name.trim().toLowerCase() === wanted.toLowerCase());
    const number = Number(wanted);
    const index = byName >= 0 ? byName : Number.isInteger(number) && number >= 1 && number <= sheets.length ? number - 1 : -1;
    if (index < 0) throw new SpreadsheetError(`Il file «${quoted(fileName)}» non ha il foglio «${quoted(wanted)}»: i suoi fogli sono ${sheets.map((sheet) => `«${quoted(sheet.name)}»`).join(', ')}.`);
    return index;
  }
  let best = 0;
  let bestScore: [number, number] = [-1, -1];
  sheets.forEach((sheet, index) => {
    const score = likeness(sheet);
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

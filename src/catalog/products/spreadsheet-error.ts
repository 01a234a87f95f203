/**
 * A product file that cannot be read: one Italian message, and nothing imported (issues 15.3,
 * 23, 27.1-27.4). The limits bound what a hostile file can cost: a zip bomb, a sheet of a million
 * columns or a cell of 400 MB stops at the first limit it crosses, before it fills memory.
 */
export class SpreadsheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

export const SPREADSHEET_LIMITS = {
  /** The file as chosen (compressed, for an XLSX). */
  bytes: 10 * 1024 * 1024,
  rows: 20_000,
  /** Excel's grid: rows as written, empty ones too (a sheet of millions of `<row/>` is no sheet). */
  gridRows: 1_048_576,
  /** Columns that hold something; empty ones are dropped first. */
  columns: 500,
  /** Non-empty cells in the whole sheet. */
  cells: 1_000_000,
  /** Excel's own limit for one cell. */
  cellCharacters: 32_767,
  /**
   * The text all the cells hold together, a shared string counted once per cell that shows it
   * (issue 38.3, decision 0972): 1,600 characters for each of 20,000 rows, where a real price list
   * of that length holds a few million.
   */
  textCharacters: 32_000_000,
  /** An XLSX part once inflated, and all the parts read together. */
  partBytes: 100 * 1024 * 1024,
  totalBytes: 160 * 1024 * 1024,
} as const;

/** How much of a cell a message repeats (issue 27.4): a 10 MB cell is never echoed whole. */
const QUOTED_CHARACTERS = 60;

/** A cell's text for a message: at most a short excerpt, one line. */
export function quoted(text: string): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= QUOTED_CHARACTERS ? line : `${characters.slice(0, QUOTED_CHARACTERS).join('')}…`;
}

export function unreadable(fileName: string): SpreadsheetError {
  return new SpreadsheetError(`Il file «${quoted(fileName)}» non è un foglio di calcolo leggibile (CSV, XLSX, XLS o ODS).`);
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const LIMIT_MESSAGES = {
  tooManyBytes: (fileName: string) => `Il file «${quoted(fileName)}» supera i ${megabytes(SPREADSHEET_LIMITS.bytes)}.`,
  tooManyRows: (fileName: string) => `Il file «${quoted(fileName)}» ha più di ${SPREADSHEET_LIMITS.rows.toLocaleString('it-IT')} righe.`,
  pastExcelGrid: (fileName: string) =>
    `Il file «${quoted(fileName)}» ha più righe delle ${SPREADSHEET_LIMITS.gridRows.toLocaleString('it-IT')} che Excel può tenere: non sembra un foglio di prodotti. Salvalo di nuovo da Excel o come CSV.`,
  tooManyColumns: (fileName: string) => `Il file «${quoted(fileName)}» ha più di ${SPREADSHEET_LIMITS.columns} colonne con dati: tieni solo le colonne dei prodotti.`,
  tooManyCells: (fileName: string) => `Il file «${quoted(fileName)}» ha più di ${SPREADSHEET_LIMITS.cells.toLocaleString('it-IT')} celle con dati.`,
  tooMuchText: (fileName: string) =>
    `Il file «${quoted(fileName)}» contiene in tutto più di ${(SPREADSHEET_LIMITS.textCharacters / 1_000_000).toLocaleString('it-IT')} milioni di caratteri di testo (i testi ripetuti contano una volta per cella): non sembra un listino. Togli le colonne che non servono o dividi il file.`,
  cellTooLong: (fileName: string) => `Il file «${quoted(fileName)}» ha una cella di più di ${SPREADSHEET_LIMITS.cellCharacters.toLocaleString('it-IT')} caratteri, il massimo di Excel.`,
  inflatesTooMuch: (fileName: string) =>
    `Il file «${quoted(fileName)}» una volta decompresso supera i limiti (${megabytes(SPREADSHEET_LIMITS.partBytes)} per parte, ${megabytes(SPREADSHEET_LIMITS.totalBytes)} in tutto): non sembra un foglio di prodotti. Salvalo di nuovo da Excel o come CSV.`,
} as const;

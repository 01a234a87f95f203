/**
 * A product file as rows (issues 15.3, 23, 27, 34.4): CSV in any of the encodings Excel writes, or
 * the sheets of an XLSX or an OpenDocument file read within limits, the most product-like chosen
 * unless the user names one. Files people have but we do not read (an old .xls, a
 * password-protected .xlsx) each get a message saying what to do.
 */
import { chooseSheet } from './choose-sheet.js';
import { readCsv } from './read-csv.js';
import { ReadingBudget } from './reading-budget.js';
import type { NamedSheet, SheetRows } from './sheet-rows.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, quoted, unreadable } from './spreadsheet-error.js';
import { readOds } from './xlsx/read-ods.js';
import { readXlsx } from './xlsx/read-xlsx.js';
import { ZipFormatError, zipEntries } from './xlsx/zip-archive.js';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Microsoft's Compound File: an .xls, or an .xlsx encrypted with a password (MS-OFFCRYPTO). */
const COMPOUND_FILE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The stream name 'EncryptedPackage' as a Compound File directory stores it (UTF-16 LE). */
function hasEncryptedPackage(bytes: Uint8Array): boolean {
  const name = Array.from('EncryptedPackage', (char) => [char.charCodeAt(0), 0]).flat();
  outer: for (let index = 0; index + name.length <= bytes.length; index++) {
    for (let offset = 0; offset < name.length; offset++) if (bytes[index + offset] !== name[offset]) continue outer;
    return true;
  }
  return false;
}

function compoundFileError(bytes: Uint8Array, fileName: string): SpreadsheetError {
  const name = quoted(fileName);
  return hasEncryptedPackage(bytes)
    ? new SpreadsheetError(`Il file «${name}» è protetto da password: aprilo in Excel, togli la password (File › Informazioni › Proteggi cartella di lavoro › Crittografa con password) e salvalo di nuovo, oppure salvalo come CSV.`)
    : new SpreadsheetError(`Il file «${name}» è nel vecchio formato Excel 97-2003 (.xls), che non si legge: aprilo in Excel e salvalo come «Cartella di lavoro di Excel (.xlsx)», oppure in LibreOffice come «Foglio elettronico ODF (.ods)», e importa il nuovo file.`);
}

function readZip(bytes: Uint8Array, fileName: string, time: ReadingBudget): NamedSheet[] {
  let entries;
  try {
    entries = zipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) throw unreadable(fileName);
    throw error;
  }
  if (entries.has('content.xml') && entries.has('mimetype')) return readOds(bytes, entries, fileName, time);
  return readXlsx(bytes, entries, fileName, time);
}

/** A file's sheets by name, the one chosen and its rows. */
export interface Workbook {
  sheets: string[];
  chosen: number;
  rows: SheetRows;
}

/**
 * `time` bounds the reading (decision 0971); the import that follows may share it. `sheet` picks a
 * sheet by name or number; without it the most product-like is read (decision 0974).
 */
/** `sheet` is asked for (refused when missing); `preferred` is read when the workbook has it (the draft's last sheet). */
export function readWorkbook(bytes: Uint8Array, fileName: string, time = new ReadingBudget(fileName), sheet?: string, preferred?: string): Workbook {
  if (bytes.byteLength === 0) throw new SpreadsheetError(`Il file «${quoted(fileName)}» è vuoto.`);
  if (bytes.byteLength > SPREADSHEET_LIMITS.bytes) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyBytes(fileName));
  if (startsWith(bytes, COMPOUND_FILE_MAGIC)) throw compoundFileError(bytes, fileName);
  const sheets = startsWith(bytes, ZIP_MAGIC) ? readZip(bytes, fileName, time) : [{ name: '', rows: readCsv(bytes, fileName, time) }];
  const chosen = chooseSheet(sheets, fileName, sheet, preferred);
  const rows = sheets[chosen]?.rows ?? [];
  if (rows.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
  if (rows.length < 2) throw new SpreadsheetError(`Il file «${quoted(fileName)}» non contiene righe di prodotti.`);
  return { sheets: sheets.map(({ name }) => name), chosen, rows };
}

export function readSpreadsheet(bytes: Uint8Array, fileName: string, time = new ReadingBudget(fileName), sheet?: string): SheetRows {
  return readWorkbook(bytes, fileName, time, sheet).rows;
}

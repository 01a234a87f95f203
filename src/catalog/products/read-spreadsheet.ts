/**
 * A product file as rows (issues 15.3, 23, 27, 34.4): CSV in any of the encodings Excel writes, or
 * the sheets of an XLSX, an OpenDocument or an Excel 97-2003 (.xls) file read within limits, the most
 * product-like chosen unless the user names one. Files people have but we do not read (an Excel 95
 * file, a password-protected .xlsx) each get a message saying what to do.
 */
import { chooseSheet } from './choose-sheet.js';
import { decodeText } from './decode-text.js';
import { markupKind, readHtmlTables, readSpreadsheetMl } from './markup-sheets.js';
import { readCsv } from './read-csv.js';
import { ReadingBudget } from './reading-budget.js';
import { compactColumns, type NamedSheet, type SheetRows } from './sheet-rows.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError, quoted, unreadable } from './spreadsheet-error.js';
import { CompoundFileError, compoundStream } from './xls/compound-file.js';
import { BiffFormatError, readBiffSheets } from './xls/read-biff.js';
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

/**
 * An Excel 97-2003 workbook (decision 1012): its worksheets read like an XLSX's. A password-protected
 * XLSX, an Excel 95 file or a damaged one gets a message saying what to do instead.
 */
function readCompoundFile(bytes: Uint8Array, fileName: string, time: ReadingBudget): NamedSheet[] {
  const name = quoted(fileName);
  if (hasEncryptedPackage(bytes)) {
    throw new SpreadsheetError(`Il file «${name}» è protetto da password: aprilo in Excel, togli la password (File › Informazioni › Proteggi cartella di lavoro › Crittografa con password) e salvalo di nuovo, oppure salvalo come CSV.`);
  }
  try {
    const stream = compoundStream(bytes, ['Workbook']);
    if (stream) return readBiffSheets(stream, fileName, time).map((sheet) => ({ name: sheet.name, rows: compactColumns(sheet.rows.filter((row) => row !== undefined), fileName, time) }));
  } catch (error) {
    if (!(error instanceof CompoundFileError || error instanceof BiffFormatError)) throw error;
  }
  throw new SpreadsheetError(`Il file «${name}» è in un vecchio formato Excel che non si legge (danneggiato, o anteriore a Excel 97): aprilo in Excel e salvalo come «Cartella di lavoro di Excel (.xlsx)», oppure in LibreOffice come «Foglio elettronico ODF (.ods)», e importa il nuovo file.`);
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

/** A text file: a CSV, or a spreadsheet written as markup (an HTML table named '.xls', Excel 2003's XML). */
function readText(bytes: Uint8Array, fileName: string, time: ReadingBudget): NamedSheet[] {
  const text = decodeText(bytes);
  const kind = markupKind(text);
  if (kind === 'html') return readHtmlTables(text, fileName, time);
  if (kind === 'spreadsheet-ml') return readSpreadsheetMl(text, fileName, time);
  return [{ name: '', rows: readCsv(text, fileName, time) }];
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
  const sheets = startsWith(bytes, COMPOUND_FILE_MAGIC)
    ? readCompoundFile(bytes, fileName, time)
    : startsWith(bytes, ZIP_MAGIC)
      ? readZip(bytes, fileName, time)
      : readText(bytes, fileName, time);
  const chosen = chooseSheet(sheets, fileName, sheet, preferred);
  const rows = sheets[chosen]?.rows ?? [];
  if (rows.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(fileName));
  if (rows.length < 2) throw new SpreadsheetError(`Il file «${quoted(fileName)}» non contiene righe di prodotti.`);
  return { sheets: sheets.map(({ name }) => name), chosen, rows };
}

export function readSpreadsheet(bytes: Uint8Array, fileName: string, time = new ReadingBudget(fileName), sheet?: string): SheetRows {
  return readWorkbook(bytes, fileName, time, sheet).rows;
}

/**
 * A product spreadsheet as rows of displayed text (issue 15.3): CSV through papaparse (the
 * delimiter detected among ',', ';' and tab; UTF-8 with or without BOM, else Windows-1252 as
 * Italian Excel writes it) and XLSX through exceljs (the first worksheet, formulas by their cached
 * result, numbers and dates as displayed). No hand-written parser.
 */
import Papa from 'papaparse';
import { SPREADSHEET_LIMITS, SpreadsheetError, unreadable } from './spreadsheet-error.js';

/** Each row's cells as text, empty rows left out. */
export type SheetRows = string[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** Valid UTF-8 is read as such (a BOM dropped); anything else is Windows-1252. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A binary file decodes to control characters no spreadsheet writes (tab, CR and LF aside). */
function hasBinaryControls(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) return true;
  }
  return false;
}

function nonEmpty(rows: SheetRows): SheetRows {
  return rows.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
}

function readCsv(bytes: Uint8Array, fileName: string): SheetRows {
  const text = decodeText(bytes);
  if (hasBinaryControls(text)) throw unreadable(fileName);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  return nonEmpty(parsed.data);
}

async function readXlsx(bytes: Uint8Array, fileName: string): Promise<SheetRows> {
  // Loaded on demand: exceljs is large and only the import needs it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw unreadable(fileName);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable(fileName);
  const rows: SheetRows = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(row.getCell(column).text ?? '');
    rows.push(cells);
  });
  return nonEmpty(rows);
}

export async function readSpreadsheet(bytes: Uint8Array, fileName: string): Promise<SheetRows> {
  if (bytes.byteLength === 0) throw new SpreadsheetError(`Il file «${fileName}» è vuoto.`);
  if (bytes.byteLength > SPREADSHEET_LIMITS.bytes) throw new SpreadsheetError(`Il file «${fileName}» supera i 10 MB.`);
  const rows = isZip(bytes) ? await readXlsx(bytes, fileName) : readCsv(bytes, fileName);
  if (rows.length > SPREADSHEET_LIMITS.rows) throw new SpreadsheetError(`Il file «${fileName}» ha più di ${SPREADSHEET_LIMITS.rows.toLocaleString('it-IT')} righe.`);
  if (rows.length < 2) throw new SpreadsheetError(`Il file «${fileName}» non contiene righe di prodotti.`);
  return rows;
}

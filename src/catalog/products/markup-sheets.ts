/**
 * Spreadsheets written as markup by systems that call them Excel files (decision 1024): an HTML
 * table saved as '.xls' (the 'Esporta in Excel' of many shop and ERP back offices) and Excel 2003's
 * XML Spreadsheet ('XML Spreadsheet 2003', Magento 1's 'Excel XML' export), each read in one pass
 * over its tags (html-markup's scanner, the XLSX parts' XML scanner), within the CSV's limits.
 */
import { decodeHTML } from 'entities';
import { markupOf } from './html-markup.js';
import type { ReadingBudget } from './reading-budget.js';
import { compactColumns, type NamedSheet, type SheetCell } from './sheet-rows.js';
import { LIMIT_MESSAGES, SPREADSHEET_LIMITS, SpreadsheetError } from './spreadsheet-error.js';
import { XmlLimitError, XmlScanner } from './xlsx/xml-scanner.js';

type SparseRow = [number, SheetCell][];

const SPREADSHEET_ML = 'urn:schemas-microsoft-com:office:spreadsheet';

/** What markup the text is, by its first characters: a spreadsheet in XML, an HTML table, or neither (a CSV). */
export function markupKind(text: string): 'spreadsheet-ml' | 'html' | undefined {
  const head = text.slice(0, 4096).trimStart().toLowerCase();
  if (!head.startsWith('<')) return undefined;
  if (head.includes(SPREADSHEET_ML) || head.includes('progid="excel.sheet"')) return 'spreadsheet-ml';
  return text.slice(0, 1_000_000).toLowerCase().includes('<table') ? 'html' : undefined;
}

class SheetBuilder {
  readonly sheets: { name: string; rows: SparseRow[] }[] = [];
  private cells = 0;

  constructor(private readonly fileName: string, private readonly time: ReadingBudget) {}

  sheet(name: string): void {
    this.sheets.push({ name, rows: [] });
  }

  row(): SparseRow {
    if (this.sheets.length === 0) this.sheet('');
    const sheet = this.sheets[this.sheets.length - 1] as { rows: SparseRow[] };
    if (sheet.rows.length > SPREADSHEET_LIMITS.rows + 1) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyRows(this.fileName));
    this.time.check('la lettura delle righe', sheet.rows.length + 1);
    const row: SparseRow = [];
    sheet.rows.push(row);
    return row;
  }

  cell(row: SparseRow, column: number, value: SheetCell): void {
    if (typeof value === 'string' && value.length > SPREADSHEET_LIMITS.cellCharacters) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(this.fileName));
    if (++this.cells > SPREADSHEET_LIMITS.cells) throw new SpreadsheetError(LIMIT_MESSAGES.tooManyCells(this.fileName));
    row.push([column, value]);
  }

  named(): NamedSheet[] {
    return this.sheets.map(({ name, rows }) => ({ name, rows: compactColumns(rows, this.fileName, this.time) }));
  }
}

/** Every `<table>` of an HTML page a sheet ('Tabella 1', …); `<th>` and `<td>` its cells. */
export function readHtmlTables(text: string, fileName: string, time: ReadingBudget): NamedSheet[] {
  const builder = new SheetBuilder(fileName, time);
  let row: SparseRow | undefined;
  let column = 0;
  let cell: string[] | undefined;
  const endCell = () => {
    if (row && cell) builder.cell(row, column++, decodeHTML(cell.join('')).replace(/\s+/gu, ' ').trim());
    cell = undefined;
  };
  for (const part of markupOf(text)) {
    if (part.kind === 'text') {
      cell?.push(part.text);
      continue;
    }
    const { name, closing } = part;
    if (name === 'table' && !closing) builder.sheet(`Tabella ${builder.sheets.length + 1}`);
    else if (name === 'tr' && !closing) {
      endCell();
      row = builder.row();
      column = 0;
    } else if ((name === 'td' || name === 'th') && !closing) {
      endCell();
      cell = [];
    } else if ((name === 'td' || name === 'th' || name === 'tr') && closing) endCell();
    else if (name === 'br' && cell) cell.push(' ');
  }
  endCell();
  return builder.named();
}

/** Excel 2003's XML Spreadsheet: `Worksheet ss:Name`, `Row`, `Cell ss:Index` (1-based), `Data ss:Type`. */
export function readSpreadsheetMl(text: string, fileName: string, time: ReadingBudget): NamedSheet[] {
  const builder = new SheetBuilder(fileName, time);
  let row: SparseRow | undefined;
  let column = 0;
  let data: { type: string; text: string } | undefined;
  const scanner = new XmlScanner(
    {
      open(name, attributes) {
        if (name === 'Worksheet') builder.sheet(attributes['ss:Name'] ?? attributes.Name ?? `Foglio ${builder.sheets.length + 1}`);
        else if (name === 'Row') {
          row = builder.row();
          column = 0;
        } else if (name === 'Cell') {
          const index = Number(attributes['ss:Index'] ?? attributes.Index);
          if (Number.isInteger(index) && index > column && index <= SPREADSHEET_LIMITS.gridRows) column = index - 1;
        } else if (name === 'Data') data = { type: attributes['ss:Type'] ?? attributes.Type ?? 'String', text: '' };
      },
      close(name) {
        if (name === 'Data' && data && row) {
          const number = Number(data.text);
          builder.cell(row, column, data.type === 'Number' && data.text.trim() !== '' && Number.isFinite(number) ? number : data.text);
          data = undefined;
        } else if (name === 'Cell') column++;
      },
      text(value) {
        if (data) data.text += value;
      },
    },
    { text: SPREADSHEET_LIMITS.cellCharacters * 6, tag: 64 * 1024 },
  );
  try {
    scanner.feed(text);
  } catch (error) {
    if (error instanceof XmlLimitError) throw new SpreadsheetError(LIMIT_MESSAGES.cellTooLong(fileName));
    throw error;
  }
  return builder.named();
}

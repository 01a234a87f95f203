/**
 * Issues 23.6 and 27.1-27.4: the bytes people's files really hold (Windows-1252 with its real
 * table, UTF-16 with a BOM, numeric XLSX cells), the files we do not read told apart, and hostile
 * files (a zip bomb, a 400 MB cell, 200,000 headings, a stray cell at XFD1) stopped at a limit.
 */
import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hugeCell, inflatingSheet, lyingSheet, manyRows, pastExcelGrid, xlsxParts } from '../../fixtures/product-files/hostile.js';
import { cleanText, htmlToText, parsePrice, readSpreadsheet, sizeRun, SpreadsheetError, type SheetRows } from '../../../src/catalog/products/index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function refusal(bytes: Uint8Array, name: string): string {
  try {
    readSpreadsheet(bytes, name);
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
}

describe('text encodings', () => {
  it('decodes Windows-1252 with its real table in Node: ’ 0x92, € 0x80, — 0x97', () => {
    const bytes = Uint8Array.from([...utf8('Codice;Nome;Prezzo\r\nGC-01;C'), 0xf4, ...utf8('te d'), 0x92, ...utf8('Azur '), 0x97, ...utf8(' Verit'), 0xe0, ...utf8(';'), 0x80, ...utf8(' 1.240,00\r\n')]);
    expect(readSpreadsheet(bytes, 'listino.csv')[1]).toEqual(['GC-01', 'Côte d’Azur — Verità', '€ 1.240,00']);
  });

  it.each([
    ['LE', (code: number) => [code & 0xff, code >> 8], [0xff, 0xfe]],
    ['BE', (code: number) => [code >> 8, code & 0xff], [0xfe, 0xff]],
  ])("reads Excel's 'Testo Unicode' (UTF-16 %s with a BOM), tab-separated", (_order, unit, bom) => {
    const text = 'Codice\tNome\r\nGC-01\tCaffè €\r\n';
    const bytes = Uint8Array.from([...bom, ...Array.from(text).flatMap((char) => unit(char.charCodeAt(0)))]);
    expect(readSpreadsheet(bytes, 'prodotti.txt')).toEqual([
      ['Codice', 'Nome'],
      ['GC-01', 'Caffè €'],
    ]);
  });
});

describe('XLSX cells', () => {
  it('keeps numbers as numbers, rounded to cents as prices, and dates as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listino');
    sheet.addRow(['Codice', 'Prezzo', 'Consegna']);
    sheet.addRow(['GC-01', { formula: '33.3*1.22', result: 33.3 * 1.22 }, new Date(Date.UTC(2027, 1, 15))]);
    sheet.addRow(['GC-02', 59.699999999999996, null]);
    sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
    const rows: SheetRows = readSpreadsheet(new Uint8Array(await workbook.xlsx.writeBuffer()), 'listino.xlsx');
    expect(rows[1]?.[1]).toBeCloseTo(40.626, 9);
    expect(rows.slice(1).map((row) => parsePrice(row[1] ?? ''))).toEqual([40.63, 59.7]);
    expect(rows[1]?.[2]).toBe('15/02/2027');
  });

  it('reads shared strings without their phonetic runs, and drops empty columns (a stray cell at XFD1 is one column)', () => {
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Nome</t></is></c><c r="XFD1" t="inlineStr"><is><t>?</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>GC-01</t></is></c><c r="B2" t="s"><v>1</v></c></row></sheetData></worksheet>';
    const strings = '<sst><si><t>Codice</t></si><si><r><t>Giacca </t></r><r><t>blu</t></r><rPh><t>ジャケット</t></rPh></si></sst>';
    expect(readSpreadsheet(zipSync(xlsxParts(sheet, strings)), 'stray.xlsx')).toEqual([
      ['Codice', 'Nome', '?'],
      ['GC-01', 'Giacca blu', ''],
    ]);
  });
});

describe('hostile files stop at a limit, with a message that names it', () => {
  it('a sheet that declares more than the cap is refused before inflating; one that lies is cut while inflating', () => {
    const bytes = inflatingSheet();
    expect(bytes.length).toBeLessThan(2_000_000);
    expect(refusal(bytes, 'bomba.xlsx')).toBe(refusal(lyingSheet(), 'bomba.xlsx'));
    expect(refusal(bytes, 'bomba.xlsx')).toBe('Il file «bomba.xlsx» una volta decompresso supera i limiti (100 MB per parte, 160 MB in tutto): non sembra un foglio di prodotti. Salvalo di nuovo da Excel o come CSV.');
  });

  it('a 40 MB cell is refused at 32,767 characters, and the message quotes none of it', () => {
    const bytes = hugeCell();
    expect(refusal(bytes, 'cella.xlsx')).toBe('Il file «cella.xlsx» ha una cella di più di 32.767 caratteri, il massimo di Excel.');
  });

  it('a sheet of millions of empty rows stops at Excel\'s grid, long before the inflating cap', () => {
    expect(refusal(pastExcelGrid(), 'vuota.xlsx')).toBe('Il file «vuota.xlsx» ha più righe delle 1.048.576 che Excel può tenere: non sembra un foglio di prodotti. Salvalo di nuovo da Excel o come CSV.');
  });

  it('rows past 20,000 stop the reading at the limit', () => {
    const bytes = manyRows();
    expect(refusal(bytes, 'righe.xlsx')).toBe('Il file «righe.xlsx» ha più di 20.000 righe.');
  });

  it('a CSV of 200,000 headings is refused for its columns', () => {
    const headings = Array.from({ length: 200_000 }, (_, index) => `c${index}`).join(',');
    expect(refusal(utf8(`${headings}\n1,2\n`), 'larga.csv')).toBe('Il file «larga.csv» ha più di 500 colonne con dati: tieni solo le colonne dei prodotti.');
  });

  it('a file name is never echoed whole', () => {
    expect(refusal(new Uint8Array(), `${'x'.repeat(5000)}.csv`)).toMatch(/^Il file «x{60}…» è vuoto\.$/u);
  });
});

describe('files we do not read say what to do', () => {
  const compoundFile = (stream: string) => Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0), ...Array.from(stream).flatMap((char) => [char.charCodeAt(0), 0])]);

  it.each([
    ['rotto.xls', compoundFile('Workbook'), /è in un vecchio formato Excel che non si legge \(danneggiato, o anteriore a Excel 97\): aprilo in Excel e salvalo come «Cartella di lavoro di Excel \(\.xlsx\)», oppure in LibreOffice come «Foglio elettronico ODF \(\.ods\)», e importa il nuovo file\./u],
    ['protetto.xlsx', compoundFile('EncryptedPackage'), /è protetto da password: aprilo in Excel, togli la password/u],
    ['vuoto.ods', zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'), 'content.xml': strToU8('<office:document-content/>') }), /non contiene righe di prodotti/u],
    ['vuoto.csv', new Uint8Array(), /^Il file «vuoto\.csv» è vuoto\.$/u],
    ['rumore.csv', Uint8Array.from({ length: 400 }, (_, index) => (index * 7919) % 256), /non è un foglio di calcolo leggibile/u],
    ['rotto.xlsx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), /non è un foglio di calcolo leggibile/u],
    ['sola-intestazione.csv', utf8('Codice;Nome\n'), /non contiene righe di prodotti/u],
  ])('%s', (name, bytes, message) => {
    expect(refusal(bytes, name)).toMatch(message);
  });
});

describe('clean text and size runs', () => {
  it('turns HTML into phrases, decodes every entity, drops controls', () => {
    expect(htmlToText('<p>Lino &amp; cotone &mdash; <b>leggero</b></p><ul><li>Due tasche</li><li>Bottoni in corozo;</li></ul><script>x()</script>')).toBe('Lino & cotone — leggero. Due tasche. Bottoni in corozo;');
    expect(cleanText('Giacca\u0000 \u0085blu   navy')).toBe('Giacca blu navy');
  });

  it.each([
    [['38', '40', '42', '44', '46'], '38–46'],
    [['24', '25', '26', '27', '28', '29', '30', '31', '32'], '24–32'],
    [['35', '35.5', '36'], '35–36'],
    [['XS', 'S', 'M', 'L', 'XL'], 'XS–XL'],
    [['S', 'M', 'L', 'XL', '2XL'], 'S–2XL'],
    [['38', '42', '46'], '38, 42, 46'],
    [['40', '42'], '40, 42'],
    [['38, 40, 42, 44'], '38–44'],
    [['TU'], 'TU'],
  ])('%j prints %s', (sizes, printed) => {
    expect(sizeRun(sizes)).toBe(printed);
  });
});

describe('OpenDocument sheets within the same limits', () => {
  const ods = (table: string) =>
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
      'content.xml': strToU8(`<office:document-content xmlns:office="o" xmlns:table="t" xmlns:text="x"><office:body><office:spreadsheet><table:table table:name="Listino">${table}</table:table></office:spreadsheet></office:body></office:document-content>`),
    });
  const row = (cells: string) => `<table:table-row>${cells}</table:table-row>`;
  const text = (value: string) => `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;

  it('reads numbers as numbers, and the empty rest of a sheet costs nothing', () => {
    const empty = '<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>';
    const rows = readSpreadsheet(ods(row(`${text('Codice')}${text('Prezzo')}`) + row(`${text('GC-01')}<table:table-cell office:value-type="float" office:value="175.000000"><text:p>175</text:p></table:table-cell>`) + empty), 'listino.ods');
    expect(rows).toEqual([
      ['Codice', 'Prezzo'],
      ['GC-01', 175],
    ]);
  });

  it('refuses a row repeated past the row limit, and a cell repeated past the cell limit', () => {
    expect(refusal(ods(row(`${text('Codice')}${text('Nome')}`) + `<table:table-row table:number-rows-repeated="5000000">${text('x')}</table:table-row>`), 'righe.ods')).toBe('Il file «righe.ods» ha più di 20.000 righe.');
    const wide = `<table:table-row table:number-rows-repeated="100">${text('x').replace('<table:table-cell ', '<table:table-cell table:number-columns-repeated="16384" ')}</table:table-row>`;
    expect(refusal(ods(row(`${text('Codice')}${text('Nome')}`) + wide), 'celle.ods')).toBe('Il file «celle.ods» ha più di 1.000.000 celle con dati.');
  });
});

/**
 * Excel 97-2003 workbooks (.xls, decision 1012): read like their .xlsx, written by a real office
 * suite (LibreOffice saving our .xlsx fixtures as .xls); a damaged or lying Compound File is refused
 * in Italian saying what to do, without following its chains for ever.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../../src/catalog/products/read-spreadsheet.js';
import { SpreadsheetError } from '../../../src/catalog/products/spreadsheet-error.js';
import { WORKBOOKS } from '../../fixtures/product-files/shop-exports.js';
import { savedAsXls } from '../order/libreoffice.js';

async function asXls(xlsx: Uint8Array): Promise<Uint8Array> {
  const source = join(await mkdtemp(join(tmpdir(), 'vetrina-old-excel-')), 'foglio.xlsx');
  await writeFile(source, xlsx);
  return new Uint8Array(await readFile(await savedAsXls(source)));
}

const DAMAGED = /è in un vecchio formato Excel che non si legge \(danneggiato, o anteriore a Excel 97\): aprilo in Excel e salvalo come «Cartella di lavoro di Excel \(\.xlsx\)»/u;

function refusal(bytes: Uint8Array): string {
  try {
    readWorkbook(bytes, 'listino.xls');
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.message;
    throw error;
  }
  throw new Error('read');
}

describe('an Excel 97-2003 workbook', () => {
  it.each([['Numbers (a summary sheet first)', WORKBOOKS.numbers], ['a list on its second sheet', WORKBOOKS.excelSecondSheet]])('%s reads as its .xlsx does: sheets, the sheet chosen, every cell', async (_name, make) => {
    const xlsx = (await make()).bytes;
    const fromXlsx = readWorkbook(xlsx, 'listino.xlsx');
    const fromXls = readWorkbook(await asXls(xlsx), 'listino.xls');
    expect(fromXls.sheets).toEqual(fromXlsx.sheets);
    expect(fromXls.chosen).toBe(fromXlsx.chosen);
    expect(fromXls.rows).toEqual(fromXlsx.rows);
    expect(fromXls.rows.length).toBe(21);
  });

  it('keeps long text that runs over several records, accents and CJK, dates and whole and decimal numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Listino è 日本');
    sheet.addRow(['Codice', 'Nome', 'Prezzo', 'Consegna', 'Descrizione']);
    const long = `Lana vergine ${'x'.repeat(9000)} è 日本語 fine`;
    for (let index = 0; index < 300; index++) {
      const row = sheet.addRow([`LN-${index}`, `Giacca ${index} più bella 日本`, index % 2 ? 175.5 + index : 12 + index, new Date(Date.UTC(2027, 3, 15)), index === 5 ? long : `nota ${index}`]);
      row.getCell(4).numFmt = 'dd/mm/yyyy';
    }
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const fromXls = readWorkbook(await asXls(xlsx), 'listino.xls');
    expect(fromXls.sheets).toEqual(['Listino è 日本']);
    expect(fromXls.rows).toEqual(readWorkbook(xlsx, 'listino.xlsx').rows);
    expect(fromXls.rows[6]).toEqual(['LN-5', 'Giacca 5 più bella 日本', 180.5, '15/04/2027', long]);
    expect(fromXls.rows[1]).toEqual(['LN-0', 'Giacca 0 più bella 日本', 12, '15/04/2027', 'nota 0']);
  });
});

describe('a damaged Compound File', () => {
  const sectorBytes = 512;

  it('whose allocation table loops is refused, not followed for ever', async () => {
    const bytes = await asXls((await WORKBOOKS.excelSecondSheet()).bytes);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Every entry of the first FAT sector pointing at sector 0: each chain runs in a circle.
    const fatSector = view.getUint32(76, true);
    for (let entry = 0; entry < sectorBytes / 4; entry++) view.setUint32((fatSector + 1) * sectorBytes + entry * 4, 0, true);
    expect(refusal(bytes)).toMatch(DAMAGED);
  });

  it('whose workbook stream claims more bytes than the file holds is refused', async () => {
    const bytes = await asXls((await WORKBOOKS.excelSecondSheet()).bytes);
    const name = Array.from('Workbook', (character) => [character.charCodeAt(0), 0]).flat();
    const entry = bytes.findIndex((_, index) => name.every((byte, offset) => bytes[index + offset] === byte));
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(entry + 120, 0x7ffffff0, true);
    expect(refusal(bytes)).toMatch(DAMAGED);
  });

  it('cut short is refused', async () => {
    const bytes = await asXls((await WORKBOOKS.excelSecondSheet()).bytes);
    expect(refusal(bytes.subarray(0, 3000))).toMatch(DAMAGED);
  });
});

/**
 * Issue 38.2: no input costs more than its size. Each reader is timed on an input and on inputs
 * 10 and 100 times larger, built to hit what used to be quadratic or worse (a pattern built from a
 * size cell and run on the SKU, the XML attribute pattern, HTML tags without their '>'); the time
 * may grow with the size, with a wide margin for a busy machine, never with its square. A file
 * that still takes longer than its budget is given up in Italian, naming the step.
 */
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { xlsxParts } from '../../fixtures/product-files/hostile.js';
import { ReadingBudget, cleanText, importProducts, readLayout, readSpreadsheet, SpreadsheetError } from '../../../src/catalog/products/index.js';
import { withoutSuffix } from '../../../src/catalog/products/code-parts.js';
import { XmlScanner } from '../../../src/catalog/products/xlsx/xml-scanner.js';

/** How much slower than its size an input may grow before the test calls it superlinear. */
const MARGIN = 4;

/** The least time of several runs, each run repeating `work` until it has taken 30 ms or more. */
function costOf(work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    let runs = 0;
    do {
      work();
      runs++;
    } while (performance.now() - start < 30);
    best = Math.min(best, (performance.now() - start) / runs);
  }
  return best;
}

/** The input at 1x, 10x and 100x its size: the time may grow 10x and 100x, never more (with the margin). */
function expectLinear(make: (scale: number) => () => void): void {
  const [one, ten, hundred] = [1, 10, 100].map((scale) => costOf(make(scale)));
  expect((ten ?? 0) / (one ?? 1)).toBeLessThan(10 * MARGIN);
  expect((hundred ?? 0) / (one ?? 1)).toBeLessThan(100 * MARGIN);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function importCsv(text: string, photos: readonly string[] = []) {
  const rows = readSpreadsheet(utf8(text), 'listino.csv');
  const layout = readLayout(rows);
  return importProducts(rows, layout, layout.mapping, photos);
}

describe('every reader is linear in its input', () => {
  it('a size or colour is taken off a code without a pattern built from it', () => {
    expectLinear((scale) => {
      const words = 'a '.repeat(400 * scale);
      const code = `GC${'-a'.repeat(400 * scale)}-b`;
      return () => withoutSuffix(code, words);
    });
    expect(withoutSuffix('GC-01_Blu-navy', 'Blu Navy')).toBe('GC-01');
    expect(withoutSuffix('GC-01-NERO-40', '40')).toBe('GC-01-NERO');
    expect(withoutSuffix('GC-0140', '40')).toBe('GC-0140');
    expect(withoutSuffix('GC-01-(40)', '(40)')).toBe('GC-01');
  });

  it('a CSV whose rows carry hostile sizes, colours and codes costs its rows', () => {
    const row = (index: number) => `GC-${index}${'-a'.repeat(3000)};Giacca;${'a '.repeat(4000)};${'a '.repeat(4000)};189,50`;
    const file = (rows: number) => ['Codice;Nome;Taglia;Colore;Prezzo', ...Array.from({ length: rows }, (_, index) => row(index))].join('\n');
    expectLinear((scale) => {
      const text = file(3 * scale);
      return () => importCsv(text);
    });
  });

  it('attribute lists, option pairs and image cells of a shop export cost their rows', () => {
    const row = (index: number) => [`GC-${index}`, `Giacca ${index}`, `[RT]Taglia=${'3 '.repeat(500)},[CS]Colore=${'Blu '.repeat(500)}|${'a='.repeat(300)}`, `${' '.repeat(3000)}https://x.example/${'a '.repeat(500)}.jpg${' '.repeat(3000)}`, '10'].join(';');
    const file = (rows: number) => ['Codice;Nome;Attributi;Immagini;Price', ...Array.from({ length: rows }, (_, index) => row(index))].join('\n');
    expectLinear((scale) => {
      const text = file(2 * scale);
      return () => importCsv(text);
    });
  });

  it('an XML tag of one long name without "=" is scanned once', () => {
    expectLinear((scale) => {
      const tag = `<c ${'x'.repeat(2_000 * scale)}/>`;
      return () => new XmlScanner({ open() {}, close() {}, text() {} }, { text: 1e9, tag: 1e9 }).feed(tag);
    });
  });

  it('HTML of tags that never close is read once', () => {
    expectLinear((scale) => {
      const html = `<p>${'<p<script<a '.repeat(200 * scale)}`;
      return () => cleanText(html);
    });
    expect(cleanText('<p>Lino &amp; cotone</p><p<b')).toBe('Lino & cotone. <p<b');
  });

  it('an HTML table named .xls and an XML Spreadsheet 2003 cost their rows, cells without their closing tags too (decision 1024)', () => {
    const row = (index: number) => `<tr><td>A-${index}<td>Abito &amp; giacca<td>Rosso<td>S-XL<td>45,00`;
    expectLinear((scale) => {
      const html = utf8(`<html><table><tr><th>Codice<th>Nome<th>Colore<th>Taglie<th>Prezzo${Array.from({ length: 50 * scale }, (_, index) => row(index)).join('')}</table>`);
      return () => readSpreadsheet(html, 'export.xls');
    });
    const cell = (text: string) => `<Cell><Data ss:Type="String">${text}</Data></Cell>`;
    expectLinear((scale) => {
      const xml = utf8(`<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="P"><Table><Row>${['Codice', 'Nome', 'Prezzo'].map(cell).join('')}</Row>${Array.from({ length: 50 * scale }, (_, index) => `<Row>${cell(`A-${index}`)}${cell('Abito')}<Cell ss:Index="3"><Data ss:Type="Number">45</Data></Cell></Row>`).join('')}</Table></Worksheet></Workbook>`);
      return () => readSpreadsheet(xml, 'export.xml');
    });
  });

  it('headings are found among cells of unclosed tags in time linear in the cells', () => {
    expectLinear((scale) => {
      const cell = '<a'.repeat(300 * scale);
      const rows = [[cell, cell, cell], ['Codice', 'Nome', 'Prezzo'], ['GC-01', 'Giacca', '10']];
      return () => readLayout(rows);
    });
  });
});

describe('a file that takes longer than its budget', () => {
  it('is given up in Italian, naming the step and the row it had reached', () => {
    const text = ['Codice;Nome;Prezzo', ...Array.from({ length: 2_000 }, (_, index) => `GC-${index};Giacca;10`)].join('\n');
    const rows = readSpreadsheet(utf8(text), 'listino.csv');
    const layout = readLayout(rows);
    const late = () => importProducts(rows, layout, layout.mapping, [], new ReadingBudget('listino.csv', 0));
    expect(late).toThrow(SpreadsheetError);
    expect(late).toThrow(/^Il file «listino\.csv» richiede più di 1 secondo per essere letto: si è fermato durante la lettura delle righe dei prodotti, alla riga 2\. /u);
  });

  it('stops an XLSX while its parts inflate', () => {
    const sheet = `<worksheet><sheetData>${'<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(5)}</sheetData></worksheet>`;
    expect(() => readSpreadsheet(zipSync(xlsxParts(sheet, '<sst/>')), 'listino.xlsx', new ReadingBudget('listino.xlsx', 0))).toThrow(/si è fermato durante la lettura della parte «xl\/_rels\/workbook\.xml\.rels» del file/u);
  });
});

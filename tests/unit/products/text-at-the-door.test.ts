/**
 * Issues 38.3 and 38.5: what a sheet's cells may hold. Shared strings count once per cell that
 * shows them, so a workbook that would expand to more text than any price list is refused early;
 * every cell is cleaned once as it is read (bidi controls, lone surrogates, NUL and C0 controls
 * dropped, a NUL costing its character, not the file); CSV lines end in any mix of CRLF, LF and
 * CR; and the messages agree in number and gender.
 */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxParts } from '../../fixtures/product-files/hostile.js';
import { contentsSummary, importProducts, matchSummary, readLayout, readSpreadsheet, SpreadsheetError } from '../../../src/catalog/products/index.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

function imported(text: string, photos: string[]) {
  const rows = readSpreadsheet(utf8(text), 'listino.csv');
  const layout = readLayout(rows);
  return importProducts(rows, layout, layout.mapping, photos);
}

/** A sheet whose every cell shows the one shared string of `length` characters. */
function sharedStringSheet(length: number, rows: number, columns: number): Uint8Array {
  const cells = Array.from({ length: columns }, () => '<c t="s"><v>1</v></c>').join('');
  const sheet = `<worksheet><sheetData><row><c t="s"><v>0</v></c></row>${`<row>${cells}</row>`.repeat(rows)}</sheetData></worksheet>`;
  return zipSync(xlsxParts(sheet, `<sst><si><t>Nome</t></si><si><t>${'a'.repeat(length)}</t></si></sst>`));
}

describe('shared strings count by what they expand to', () => {
  it('refuses a workbook whose cells would hold more than 32 million characters, in Italian, before any row is used', () => {
    const start = performance.now();
    expect(() => readSpreadsheet(sharedStringSheet(32_767, 200, 7), 'ripetuta.xlsx')).toThrow(
      new SpreadsheetError('Il file «ripetuta.xlsx» contiene in tutto più di 32 milioni di caratteri di testo (i testi ripetuti contano una volta per cella): non sembra un listino. Togli le colonne che non servono o dividi il file.'),
    );
    // Counted as the cells are read: the refusal costs the reading of a small zip, not the text.
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it('reads the same string repeated within the total', () => {
    expect(readSpreadsheet(sharedStringSheet(1_000, 200, 7), 'ripetuta.xlsx')).toHaveLength(201);
  });
});

describe('every cell is cleaned once, as it is read', () => {
  it('drops bidi overrides and isolates, NUL and C0 controls; keeps letters, emoji and the rest of the file', () => {
    const csv = `Codice;Nome;Colore\r\nGC-01;Rosa \u202eevil\u202c;Blu\u0000 navy\r\nGC-02;\u2066Giacca\u2069 \ud83d\ude00 x;Ner\u0007o\r\n`;
    expect(readSpreadsheet(utf8(csv), 'listino.csv')).toEqual([
      ['Codice', 'Nome', 'Colore'],
      ['GC-01', 'Rosa evil', 'Blu navy'],
      ['GC-02', 'Giacca 😀 x', 'Nero'],
    ]);
  });

  it('cleans XLSX cells the same way, lone surrogates and U+FFFF too', () => {
    const sheet = '<worksheet><sheetData><row><c t="inlineStr"><is><t>Codice</t></is></c><c t="inlineStr"><is><t>Nome</t></is></c></row><row><c t="inlineStr"><is><t>GC-01</t></is></c><c t="inlineStr"><is><t>Rosa &#x202E;evil&#xFFFF;&#xD800; &#xDC00;&#x1F600;</t></is></c></row></sheetData></worksheet>';
    expect(readSpreadsheet(zipSync(xlsxParts(sheet)), 'listino.xlsx')[1]).toEqual(['GC-01', 'Rosa evil 😀']);
  });

  it('still refuses a binary file read as text', () => {
    const noise = Uint8Array.from({ length: 4_000 }, (_, index) => (index * 7919) % 256);
    expect(() => readSpreadsheet(noise, 'foto.csv')).toThrow(/non è un foglio di calcolo leggibile/u);
  });

  it('reads lines ended in any mix of CRLF, LF and CR, and line breaks inside quotes', () => {
    const csv = 'Codice;Nome;Prezzo\r\nGC-01;Giacca;189,50\nGC-02;Gonna;99,00\rGC-03;"Abito\r\nlungo";120,00\r\n';
    expect(readSpreadsheet(utf8(csv), 'misto.csv')).toEqual([
      ['Codice', 'Nome', 'Prezzo'],
      ['GC-01', 'Giacca', '189,50'],
      ['GC-02', 'Gonna', '99,00'],
      ['GC-03', 'Abito\nlungo', '120,00'],
    ]);
  });
});

describe('messages agree in number and gender', () => {
  it('names a shortened text with its own agreement', () => {
    const colours = Array.from({ length: 20 }, (_, index) => `Colore${index}`).join(' ');
    // Thirty sizes, each once and no run (the same size written thirty times is one size, a run prints as one).
    const sizes = Array.from({ length: 30 }, (_, index) => `${30 + (index * (index + 1)) / 2}`).join(' ');
    const result = imported(`Codice;Nome;Colore;Descrizione estesa;Taglia\nGC-01;Giacca;${colours};${'Lino '.repeat(200)};${sizes}\n`, ['GC-01.jpg']);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'Riga 2: i colori superano 80 caratteri e sono stati accorciati.',
        'Riga 2: la descrizione supera 600 caratteri ed è stata accorciata.',
        'Riga 2: le taglie superano 60 caratteri e sono state accorciate.',
      ]),
    );
  });

  it('counts one style, one colourway and one photo in the singular', () => {
    const result = imported('Codice;Nome;Colore;Taglia;Prezzo\nGC-01;Giacca;Blu;M;10\n', ['GC-01.jpg']);
    expect(contentsSummary(result)).toBe('1 modello in 1 variante colore');
    expect(matchSummary(result, 1)).toBe('1 foto su 1 abbinata alla sua variante colore con colore, taglie e prezzo');
    const lacking = [{ photo: 'a.jpg', lacks: ['taglie' as const] }, { photo: 'b.jpg', lacks: ['taglie' as const] }, { photo: 'c.jpg', lacks: ['colore' as const, 'prezzo' as const] }];
    expect(matchSummary({ complete: 2, matchedStyleOnly: 1, lacking }, 6)).toBe(
      '2 foto su 6 abbinate alla loro variante colore con colore, taglie e prezzo; 2 abbinate senza taglie; 1 abbinata senza colore né prezzo; 1 solo al modello (colore non riconosciuto)',
    );
  });
});

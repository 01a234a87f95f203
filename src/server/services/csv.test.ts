import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, italianDateTime, italianDay } from './csv.js';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('marta')).toBe('marta');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Città è così')).toBe('Città è così');
  });

  it('defuses every start a spreadsheet runs as a formula (OWASP CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=cmd|\' /C calc\'!A0')).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('quotes separators, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('di "Moda"')).toBe('"di ""Moda"""');
    expect(csvCell('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });
});

describe('csvLine', () => {
  it('joins with ";" and ends with CRLF', () => {
    expect(csvLine(['Data', 'Username', 'Immagini'])).toBe('Data;Username;Immagini\r\n');
  });
});

describe('Italian dates', () => {
  it('writes Italy\'s time, winter and summer, whatever the server\'s zone', () => {
    expect(italianDateTime(new Date('2026-01-15T10:00:05Z'))).toBe('15/01/2026 11:00:05');
    expect(italianDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02/07/2026 00:30:00');
    expect(italianDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

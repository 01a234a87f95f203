/**
 * Issue 33.1: size cells as Italian brands write them read as one size per box, ranges expanded
 * by the size system (decision 0981), and printed compactly.
 */
import { describe, expect, it } from 'vitest';
import { orderModel } from '../../../src/catalog/order/order-model.js';
import { sizeReadings } from '../../../src/catalog/order/size-readings.js';
import { importProducts, readLayout, readSpreadsheet } from '../../../src/catalog/products/index.js';
import { compactRun, expandSizes } from '../../../src/catalog/products/size-run.js';
import type { SizeSystem } from '../../../src/shared/index.js';

describe('size runs as people write them', () => {
  it.each([
    ['XS-XL', ['XS', 'S', 'M', 'L', 'XL']],
    ['S–XXL', ['S', 'M', 'L', 'XL', 'XXL']],
    ['xs - xl', ['XS', 'S', 'M', 'L', 'XL']],
    ['XXS-4XL', ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']],
    ['XS/S', ['XS', 'S']],
    ['S/M/L', ['S', 'M', 'L']],
    ['S M L', ['S', 'M', 'L']],
    ['S | M | L', ['S', 'M', 'L']],
    ['S; M; L', ['S', 'M', 'L']],
    ['36/38/40', ['36', '38', '40']],
    ['38, 40, 42', ['38', '40', '42']],
    ['24-25-26-27-28-29-30-31-32', ['24', '25', '26', '27', '28', '29', '30', '31', '32']],
    ['35-41', ['35', '36', '37', '38', '39', '40', '41']],
    ['38-46', ['38', '40', '42', '44', '46']],
    ['24-32', ['24', '25', '26', '27', '28', '29', '30', '31', '32']],
    ['36,5-38', ['36,5', '37', '37,5', '38']],
    ['36,5, 37, 37,5', ['36,5', '37', '37,5']],
    ['TU', ['TU']],
    ['Taglia unica', ['Taglia unica']],
    ['One size', ['One size']],
    ['M', ['M']],
    ['', []],
  ])('%s', (written, sizes) => {
    expect(expandSizes(written)).toEqual(sizes);
  });

  it.each<[SizeSystem, string, string[]]>([
    ['shoes', '38-42', ['38', '39', '40', '41', '42']],
    ['clothing', '38-42', ['38', '40', '42']],
    ['auto', '38-42', ['38', '40', '42']],
    ['clothing', '35-41', ['35', '36', '37', '38', '39', '40', '41']],
    ['clothing', '24-28', ['24', '25', '26', '27', '28']],
  ])('the %s system reads %s by its step', (system, written, sizes) => {
    expect(expandSizes(written, system)).toEqual(sizes);
  });

  it.each([
    ['S a XL', ['S', 'M', 'L', 'XL']],
    ['da S a XL', ['S', 'M', 'L', 'XL']],
    ['from XS to XXL', ['XS', 'S', 'M', 'L', 'XL', 'XXL']],
    ['von 36 bis 44', ['36', '38', '40', '42', '44']],
    ['Taille 38 à 46', ['38', '40', '42', '44', '46']],
    ['de S a XL', ['S', 'M', 'L', 'XL']],
    ['S~XL', ['S', 'M', 'L', 'XL']],
    ['EU 38-42', ['38', '40', '42']],
    ['7-11 US', ['7', '8', '9', '10', '11']],
    ['Taglie: S-XL', ['S', 'M', 'L', 'XL']],
    ['Gr. 36-44', ['36', '38', '40', '42', '44']],
    ['Size: L', ['L']],
    ['40-48 (pari)', ['40', '42', '44', '46', '48']],
    ['S/M, L/XL', ['S/M', 'L/XL']],
    ['XS/S; M/L', ['XS/S', 'M/L']],
    ['6-12 mesi', ['6-12 mesi']],
    ['0-3M, 3-6M, 6-12M', ['0-3M', '3-6M', '6-12M']],
    ['2-3 anni', ['2-3 anni']],
    ['36½-38', ['36½', '37', '37½', '38']],
    ['36.5-38', ['36.5', '37', '37.5', '38']],
  ])('reads the words around the sizes in five languages: %s (decision 1022)', (written, sizes) => {
    expect(expandSizes(written)).toEqual(sizes);
  });

  it('keeps a range too long to be a size run, and ends that are not one scale, as written', () => {
    expect(expandSizes('1-1000')).toEqual(['1', '1000']);
    expect(expandSizes('XL-S')).toEqual(['XL', 'S']);
    expect(expandSizes('S-40')).toEqual(['S', '40']);
  });

  it('prints a run compactly and a broken list as a list', () => {
    expect(compactRun(expandSizes('XS-XL'))).toBe('XS–XL');
    expect(compactRun(expandSizes('35-41'))).toBe('35–41');
    expect(compactRun(expandSizes('24-25-26-27-28-29-30-31-32'))).toBe('24–32');
    expect(compactRun(expandSizes('38/42/46'))).toBe('38, 42, 46');
  });

  it('reads a 60,000-character cell in one pass', () => {
    const started = performance.now();
    expect(expandSizes('S-'.repeat(30_000)).length).toBe(30_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('a long size cell written in full, through the import (issue 33.1)', () => {
  it.each<[string, SizeSystem, string[]]>([
    ['36-37-38-39-40', 'auto', ['36', '37', '38', '39', '40']],
    ['38-39-40-41-42-43-44-45-46', 'auto', ['38', '39', '40', '41', '42', '43', '44', '45', '46']],
    ['36/38/40/42/44/46', 'shoes', ['36', '38', '40', '42', '44', '46']],
    ['24-25-26-27-28-29-30-31-32', 'clothing', ['24', '25', '26', '27', '28', '29', '30', '31', '32']],
    ['XS-XL, 38-42', 'shoes', ['XS', 'S', 'M', 'L', 'XL', '38', '39', '40', '41', '42']],
  ])('%s with the %s system gives the sizes written, never re-read as a range', (cell, sizeSystem, sizes) => {
    const text = `Codice;Nome;Colore;Taglie;Prezzo\r\nLN-1;Scarpa;Nero;${cell};10`;
    const rows = readSpreadsheet(new TextEncoder().encode(text), 'listino.csv');
    const layout = readLayout(rows);
    const { captions } = importProducts(rows, layout, layout.mapping, ['LN-1.jpg']);
    expect(orderModel({ captions, currency: 'EUR', sizeSystem }).sizes).toEqual(sizes);
  });
});

describe('the summary of how sizes were read (issue 33.1)', () => {
  it('shows the ranges, those the size system decides first, and not sizes listed one by one', () => {
    const captions = ['XS-XL', 'S/M/L', '35-41', '24-25-26-27-28-29-30-31-32', '38-46', 'Taglia unica'].map((sizes) => ({ sizes }));
    expect(sizeReadings(captions, 'auto')).toEqual([
      { written: '38-46', sizes: ['38', '40', '42', '44', '46'] },
      { written: 'XS-XL', sizes: ['XS', 'S', 'M', 'L', 'XL'] },
      { written: '35-41', sizes: ['35', '36', '37', '38', '39', '40', '41'] },
    ]);
    expect(sizeReadings(captions, 'shoes')[0]).toEqual({ written: '38-46', sizes: ['38', '39', '40', '41', '42', '43', '44', '45', '46'] });
  });
});

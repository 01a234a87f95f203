/**
 * Issue 23 on files made the way each system makes them (tests/fixtures/product-files): the
 * headings found, the format recognised, variants folded into 40 colourways of 26 styles, and
 * every photo matched to its own colourway, with its colour, size run, prices and clean text.
 */
import { describe, expect, it } from 'vitest';
import { importProducts, readLayout, readSpreadsheet, type ProductImport } from '../../../src/catalog/products/index.js';
import { colourways } from '../../fixtures/product-files/collection.js';
import { allProductFiles, italianCsv, largeShopifyExport, shopifyClassic, wooCommerce, type ProductFile } from '../../fixtures/product-files/formats.js';

function imported(file: ProductFile, photos = file.photos): ProductImport {
  const rows = readSpreadsheet(file.bytes, file.fileName);
  const layout = readLayout(rows);
  return importProducts(rows, layout, layout.mapping, photos);
}

const placeOf = (style: string, code?: string) => colourways().findIndex((entry) => entry.style.style === style && (code === undefined || entry.colourway.code === code));

const files = await allProductFiles();

describe.each(files.map((file) => [file.fileName, file] as const))('%s', (_name, file) => {
  const result = imported(file);

  it('is recognised and folded into 26 styles and 40 colourways', () => {
    expect(result.format).toBe(file.format);
    expect(result.missing).toEqual([]);
    expect([result.styles, result.colourways]).toEqual([26, 40]);
  });

  it('gives each of the 40 photos its own colourway: name, colour and size run', () => {
    expect([result.matched, result.matchedStyleOnly, result.unmatchedPhotos, result.unmatchedRows]).toEqual([40, 0, [], []]);
    const expected = colourways().map(({ style, colourway }) => ({ name: style.name, colours: colourway.colour }));
    expect(result.captions.map((caption) => ({ name: caption?.name, colours: caption?.colours }))).toEqual(expected);
    const sizes = (style: string) => result.captions[placeOf(style)]?.sizes;
    expect(['SS27-JE01', 'SS27-SC01', 'SS27-GC01', 'SS27-PA02', 'SS27-BO01', 'SS27-CO01'].map(sizes)).toEqual(['24–32', '35–41', '38–46', 'XS–XL', 'TU', '38–44']);
  });

  it('keeps each colourway in its style, and prints no price where the file has none', () => {
    expect(new Set(result.captions.slice(0, 3).map((caption) => caption?.style)).size).toBe(1);
    expect(result.captions[0]?.style).not.toBe(result.captions[3]?.style);
    const chemisier = result.captions[placeOf('SS27-AB02')];
    expect([chemisier?.price, chemisier?.retailPrice]).toEqual([undefined, undefined]);
  });
});

describe('what each format says', () => {
  it('Shopify: the first product row is not taken for the headings, options give colour and size, HTML becomes text', () => {
    const result = imported(shopifyClassic());
    expect(result.captions[0]).toMatchObject({ name: 'Giacca Côte d’Azur', sku: 'SS27-GC01-SAB', style: 'SS27-GC01', colours: 'Sabbia', retailPrice: 520, category: 'Giacche' });
    // A shop's own price is its customers' price: never printed as wholesale (issue 34.5).
    expect(result.captions[0]?.price).toBeUndefined();
    expect(result.captions[0]?.description).toBe('Giacca sfoderata in lino & cotone. Due tasche applicate. Bottoni in corozo');
    // A style whose variants carry no image: matched by the product image and the colour in its name.
    expect(result.matches[placeOf('SS27-SC02', 'ORO')]?.reason).toBe('immagine del prodotto e colore «Oro» nel nome');
  });

  it('WooCommerce: the wholesale meta price, the regular price as retail, the largest sizes dearer marked "from"', () => {
    const result = imported(wooCommerce());
    expect(result.captions[placeOf('SS27-GC02')]).toMatchObject({ price: 240, priceFrom: true, retailPrice: 600, retailPriceFrom: true, category: 'Giacche' });
    expect(result.matches[0]?.reason).toBe('immagine «SS27-GC01-sabbia-scaled.jpg» della variante');
  });

  it('NuORDER and JOOR: dollars from the headings; composition and origin kept', () => {
    for (const file of files.filter((candidate) => candidate.format === 'nuorder-joor')) {
      const result = imported(file);
      expect(result.currency).toBe('USD');
      expect(result.captions[1]).toMatchObject({ sku: 'SS27-GC01', colourCode: 'NAV', colours: 'Blu navy', price: 208, retailPrice: 520, composition: '55% lino, 45% cotone', origin: 'Italia' });
    }
  });

  it('the Italian Windows-1252 list: title rows skipped, ’ and € decoded, euro prices with thousands', () => {
    const file = italianCsv();
    expect(readLayout(readSpreadsheet(file.bytes, file.fileName)).headerRow).toBe(2);
    const result = imported(file);
    expect(result.currency).toBe('EUR');
    expect(result.captions[0]?.name).toBe('Giacca Côte d’Azur');
    expect(result.captions[placeOf('SS27-TR02')]).toMatchObject({ price: 496, retailPrice: 1240 });
  });

  it('puts the photos in the sheet order on request, and tells the photos and rows left over', () => {
    const photos = ['ritratto.jpg', ...shopifyClassic().photos.slice(0, 4).reverse()];
    const result = imported(shopifyClassic(), photos);
    expect(result.unmatchedPhotos).toEqual(['ritratto.jpg']);
    expect(result.unmatchedRows).toHaveLength(36);
    expect(result.sheetOrder.map((index) => photos[index])).toEqual([...photos.slice(1).reverse(), 'ritratto.jpg']);
  });

  it('gives a style whose photo does not tell the colour every colour, never its first row', () => {
    const result = imported(shopifyClassic(), ['SS27-GC01_retro.jpg']);
    expect(result.matches[0]?.kind).toBe('style');
    expect(result.captions[0]).toMatchObject({ colours: 'Sabbia, Blu navy, Nero', sku: 'SS27-GC01' });
    expect(result.matched).toBe(0);
  });

  it('imports a Shopify export of 5,000 variant rows', () => {
    const result = imported(largeShopifyExport());
    expect(result.colourways).toBe(1000);
    expect(result.matched).toBe(100);
    expect(result.captions[1]).toMatchObject({ name: 'Capo 5', colours: 'Blu', sizes: '38–46' });
  });

});

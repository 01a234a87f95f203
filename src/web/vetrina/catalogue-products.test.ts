import { describe, expect, it } from 'vitest';
import { orderModel } from '../../catalog/order/order-model.js';
import { HOSTILE_NAME, sampleCatalogue } from '../../../tests/fixtures/vetrina-page-data.js';
import { catalogueModel, catalogueProducts, categoriesOf, filterProducts } from './catalogue-products.js';

const { content } = sampleCatalogue();

describe("the public page's products", () => {
  it('orders the colourways the order model builds, keyed as the PDF and the Excel sheet key them', () => {
    const model = catalogueModel(content);
    const reference = orderModel({ captions: content.photos.map((photo) => photo.caption), currency: 'EUR', sizeSystem: content.settings.lineSheet.sizeSystem });
    expect(model.styles.flatMap((style) => style.colourways.map((colourway) => colourway.key))).toEqual(reference.styles.flatMap((style) => style.colourways.map((colourway) => colourway.key)));
    const products = catalogueProducts(content, model);
    expect(products.map((product) => product.colourways.map((colourway) => colourway.key))).toEqual([['LN-201-BL Blu notte', 'LN-201-CA Cammello'], ['MG-10 Nero', 'MG-10 Grigio perla'], ['PT-3 Sabbia'], []]);
  });

  it("gathers a style's photos in one product, in the catalogue order", () => {
    const products = catalogueProducts(content, catalogueModel(content));
    expect(products.map((product) => product.photos)).toEqual([[0, 1], [2], [3], [4]]);
    expect(categoriesOf(products)).toEqual(['Giacche', 'Maglieria', 'Pantaloni']);
  });

  it('finds every word of a search in any field, whatever the accents and case', () => {
    const products = catalogueProducts(content, catalogueModel(content));
    expect(filterProducts(products, 'càmmello', '').map((product) => product.id)).toEqual(['s-LN-201']);
    expect(filterProducts(products, 'grigio coste', '').map((product) => product.id)).toEqual(['s-MG-10']);
    expect(filterProducts(products, 'onerror', '').map((product) => product.caption?.name)).toEqual([HOSTILE_NAME]);
    expect(filterProducts(products, '', 'Pantaloni').length).toBe(1);
    expect(filterProducts(products, 'lana', 'Pantaloni')).toEqual([]);
  });
});

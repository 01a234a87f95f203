/** Issue 33: the order model the form, the Excel sheet and later the public page read. */
import { describe, expect, it } from 'vitest';
import { orderModel } from '../../../src/catalog/order/order-model.js';
import type { PhotoCaption } from '../../../src/shared/index.js';

const model = (captions: (PhotoCaption | undefined)[]) => orderModel({ captions, currency: 'EUR', sizeSystem: 'auto' });

describe('order model', () => {
  it('makes a colourway of each colour a cell lists, the hex list matched in order only when it counts as many', () => {
    const order = model([
      { sku: 'LN-206', name: 'Cappotto', colours: 'Cammello, Nero; Grigio antracite', hexes: ['#c19a6b', '#111111', '#3b3b3b'], sizes: '38-46', price: 240 },
      { sku: 'LN-207', name: 'Sciarpa', colours: 'Rosso, Blu', hexes: ['#aa0000', '#0000aa', '#00aa00'] },
      { sku: 'LN-208', name: 'Maglia', colours: 'Blu/Bianco', hex: '#223366' },
    ]);
    const [coat, scarf, jumper] = order.styles;
    expect(coat?.colourways.map(({ key, colour, hex, sizes, price }) => ({ key, colour, hex, sizes, price }))).toEqual([
      { key: 'LN-206 Cammello', colour: 'Cammello', hex: '#c19a6b', sizes: ['38', '40', '42', '44', '46'], price: 240 },
      { key: 'LN-206 Nero', colour: 'Nero', hex: '#111111', sizes: ['38', '40', '42', '44', '46'], price: 240 },
      { key: 'LN-206 Grigio antracite', colour: 'Grigio antracite', hex: '#3b3b3b', sizes: ['38', '40', '42', '44', '46'], price: 240 },
    ]);
    expect(scarf?.colourways.map((colourway) => colourway.hex)).toEqual([undefined, undefined]);
    // A slash names one two-tone colourway.
    expect(jumper?.colourways.map((colourway) => [colourway.colour, colourway.hex])).toEqual([['Blu/Bianco', '#223366']]);
  });

  it('groups colourways by style, orders a colourway shown by two photos once, and lists every size in the order it first comes', () => {
    const front: PhotoCaption = { sku: 'LN-201-BLU', style: 'LN-201', name: 'Giacca', colours: 'Blu notte', sizeList: ['XS-L'] };
    const order = model([front, { ...front }, { sku: 'LN-201-NER', style: 'LN-201', name: 'Giacca', colours: 'Nero', sizeList: ['M', 'XL'] }, undefined]);
    expect(order.styles).toHaveLength(1);
    expect(order.styles[0]?.colourways.map((colourway) => colourway.key)).toEqual(['LN-201-BLU Blu notte', 'LN-201-NER Nero']);
    expect(order.colourwaysByPhoto[1]?.[0]).toBe(order.colourwaysByPhoto[0]?.[0]);
    expect(order.colourwaysByPhoto[3]).toEqual([]);
    expect(order.sizes).toEqual(['XS', 'S', 'M', 'L', 'XL']);
  });
});

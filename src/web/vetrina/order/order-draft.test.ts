import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, draftKey, loadDraft, saveDraft, withQuantity } from './order-draft.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
}

describe("the buyer's order draft (issue 36.3)", () => {
  it('keeps whole positive quantities and drops a size set to zero, and a colourway left empty', () => {
    let quantities = withQuantity({}, 'LN-201 Blu', 'M', 2.7);
    quantities = withQuantity(quantities, 'LN-201 Blu', 'L', -3);
    expect(quantities).toEqual({ 'LN-201 Blu': { M: 2 } });
    expect(withQuantity(quantities, 'LN-201 Blu', 'M', 0)).toEqual({});
    expect(withQuantity(quantities, 'LN-201 Blu', 'M', Number.NaN)).toEqual({});
  });

  it('is kept per link and version, and read back as written', () => {
    const storage = memoryStorage();
    const draft = { quantities: { 'MG-10 Nero': { '': 6 } }, buyer: { ...EMPTY_DRAFT.buyer, shop: 'Boutique Sole' } };
    saveDraft(storage, draftKey('abc', 2), draft);
    expect(loadDraft(storage, draftKey('abc', 2))).toEqual(draft);
    expect(loadDraft(storage, draftKey('abc', 3))).toEqual(EMPTY_DRAFT);
  });

  it('reads anything else stored under its key as an empty draft, and forgets an empty one', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{"quantities":{"a":{"M":"2","L":3}},"buyer":{"shop":5,"email":"a@b.it","extra":"x"}}');
    expect(loadDraft(storage, 'k')).toEqual({ quantities: { a: { L: 3 } }, buyer: { ...EMPTY_DRAFT.buyer, email: 'a@b.it' } });
    storage.setItem('k', 'not json');
    expect(loadDraft(storage, 'k')).toEqual(EMPTY_DRAFT);
    saveDraft(storage, 'k', EMPTY_DRAFT);
    expect(storage.items.has('k')).toBe(false);
  });
});

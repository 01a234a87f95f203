/**
 * Variant attributes written in one cell (issue 34.1): 'Taglia:S, Colore:Rosso' (PrestaShop),
 * 'colore=Sabbia,taglia=38' (Magento's additional_attributes), '[RT]Taglia=38,[CS]Colore=Sabbia'
 * (BigCommerce's SKU rows), and several variants in one cell, '|' between them (Magento's
 * configurable_variations, 'sku=…,colore=…|sku=…'). Read by splitting, never by a pattern that
 * could retry: a cell costs its length.
 */
import { attributeKind, type AttributeKind } from './attribute-names.js';

export type AttributeGroup = Map<string, string>;

function pairOf(item: string): [string, string] | undefined {
  const equals = item.indexOf('=');
  const colon = item.indexOf(':');
  const at = equals >= 0 ? equals : colon;
  if (at <= 0) return undefined;
  const name = item.slice(0, at).trim();
  const value = item.slice(at + 1).trim();
  return name && value ? [name, value] : undefined;
}

/** Each '|'-separated group of a cell as name → value; names as written. Empty when the cell is no list. */
export function attributeGroups(text: string): AttributeGroup[] {
  if (!text.includes('=') && !text.includes(':')) return [];
  const groups: AttributeGroup[] = [];
  for (const part of text.split('|')) {
    const group: AttributeGroup = new Map();
    for (const item of part.split(/[,;\n]/u)) {
      const pair = pairOf(item);
      if (pair) group.set(pair[0], pair[1]);
    }
    if (group.size > 0) groups.push(group);
  }
  return groups;
}

/** The colour and size a group names, by its attributes' names. */
export function kindsOf(group: AttributeGroup): Partial<Record<AttributeKind, string>> {
  const found: Partial<Record<AttributeKind, string>> = {};
  for (const [name, value] of group) {
    const kind = attributeKind(name);
    if (kind && found[kind] === undefined) found[kind] = value;
  }
  return found;
}

/** A cell that names at least one colour or size: an attribute list. */
export function isAttributeList(text: string): boolean {
  return attributeGroups(text).some((group) => Object.keys(kindsOf(group)).length > 0);
}

/** The SKUs a cell of several variants lists ('sku=A,colore=…|sku=B,…'): a parent's children. */
export function listedSkus(text: string): string[] {
  const groups = attributeGroups(text);
  if (groups.length < 2) return [];
  return groups.flatMap((group) => [...group].filter(([name]) => name.toLowerCase() === 'sku').map(([, value]) => value));
}

/**
 * Names and values in two columns, matched by their place (PrestaShop's combinations import:
 * 'Attribute (Name:Type:Position)' holds 'Taglia:select:0, Colore:color:1' and 'Value
 * (Value:Position)' holds '38:0, Sabbia:1'): each item's first part, before ':'.
 */
export function pairedGroup(names: string, values: string): AttributeGroup {
  const firsts = (text: string) => text.split(/[,;\n]/u).map((item) => (item.split(':')[0] ?? '').trim());
  const valueList = firsts(values);
  const group: AttributeGroup = new Map();
  firsts(names).forEach((name, index) => {
    const value = valueList[index];
    if (name && value) group.set(name, value);
  });
  return group;
}

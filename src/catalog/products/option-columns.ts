/**
 * Name/value column pairs of variant attributes, numbered or not, as every shop names them (issue
 * 34.1): Shopify's 'Option1 Name'/'Option1 Value', WooCommerce's 'Attribute 1 name'/'Attribute 1
 * value(s)', Squarespace's 'Option Name 1'/'Option Value 1', Faire's 'Option 1 Name'/'Option 1
 * Value', Wix's 'productOptionName1'/'productOptionDescription1', Etsy's 'Variation 1 Name'/
 * 'Variation 1 Values'. A heading is split into words (camelCase and digits apart), its number
 * taken out; a 'name' heading and a 'value' heading with the same other words and number pair up.
 */
import { fold } from './product-columns.js';

/** A name/value column pair: the name column says what the value column holds. */
export interface OptionColumns {
  name: number;
  value: number;
}

const NAME_WORDS = new Set(['name', 'nome', 'nom', 'nombre']);
/** A pair's other words must say it is an option: 'Product Name' and 'Product Description' are no pair. */
const OPTION_WORDS = new Set(['option', 'options', 'attribute', 'attributes', 'variation', 'variations', 'variant', 'opzione', 'opzioni', 'attributo', 'attributi', 'variante', 'varianti', 'attribut', 'merkmal', 'eigenschaft', 'opcion', 'atributo', 'property']);
const VALUE_WORDS = new Set(['value', 'values', 'valore', 'valori', 'valeur', 'valeurs', 'wert', 'werte', 'valor', 'valores', 'description', 's']);

function words(heading: string): string[] {
  const spaced = heading.replace(/([a-z])([A-Z])/gu, '$1 $2').replace(/(\d+)/gu, ' $1 ');
  return fold(spaced).split(' ').filter(Boolean);
}

/** 'Option1 Name' is { key: 'option#1', role: 'name' }; headings of neither role are undefined. */
function roleOf(heading: string): { key: string; role: 'name' | 'value' } | undefined {
  const parts = words(heading);
  const number = parts.find((part) => /^\d+$/u.test(part)) ?? '';
  const rest = parts.filter((part) => part !== number);
  const last = rest.at(-1) ?? '';
  const role = NAME_WORDS.has(last) ? 'name' : VALUE_WORDS.has(last) && rest.length > 1 ? 'value' : undefined;
  if (!role || rest.length < 2 || !rest.some((word) => OPTION_WORDS.has(word))) return undefined;
  // 'value s' (WooCommerce's 'value(s)') ends in 's'.
  const stem = rest.slice(0, last === 's' && rest.at(-2) === 'value' ? -2 : -1).join(' ');
  return { key: `${stem}#${number}`, role };
}

export function optionColumns(headers: readonly string[]): OptionColumns[] {
  const names = new Map<string, number>();
  const values = new Map<string, number>();
  headers.forEach((heading, column) => {
    const role = roleOf(heading);
    if (!role) return;
    const byRole = role.role === 'name' ? names : values;
    if (!byRole.has(role.key)) byRole.set(role.key, column);
  });
  return [...names].flatMap(([key, name]) => {
    const value = values.get(key);
    return value === undefined ? [] : [{ name, value }];
  });
}

/** A heading that could be one half of a name/value pair ('Option1 Name'), for finding the heading row. */
export function isOptionHeading(heading: string): boolean {
  return roleOf(heading) !== undefined;
}

/**
 * A heading of an option's numbered group that is neither its name nor its value ('Variation 1
 * Type', Etsy's kind of option; 'Option1 Linked To', Shopify's): it says nothing of the product and
 * is never a field of its own ('Type' would otherwise be taken for the category).
 */
export function isOptionGroupHeading(heading: string): boolean {
  const parts = words(heading);
  return parts.some((part) => /^\d+$/u.test(part)) && parts.some((part) => OPTION_WORDS.has(part));
}

const ATTRIBUTE_WORDS = new Set(['attribute', 'attributes', 'attributo', 'attributi', 'attribut', 'attributs', 'merkmal', 'merkmale', 'atributo', 'atributos']);

/**
 * The two-column form of attributes (PrestaShop's combinations): a heading of an attribute word
 * and a name word ('Attribute (Name:Type:Position)', 'Attributo (Nome:Tipo:Posizione)') holding
 * the names, and the next heading that begins with a value word ('Value (Value:Position)',
 * 'Valore (Valore:Posizione)') holding the values, item by item.
 */
export function attributeNameValueColumns(headers: readonly string[]): OptionColumns | undefined {
  const name = headers.findIndex((heading) => {
    const parts = words(heading);
    return parts.some((part) => ATTRIBUTE_WORDS.has(part)) && parts.some((part) => NAME_WORDS.has(part)) && !parts.some((part) => /^\d+$/u.test(part));
  });
  if (name < 0) return undefined;
  const value = headers.findIndex((heading, column) => column > name && VALUE_WORDS.has(words(heading)[0] ?? '') && words(heading)[0] !== 's' && words(heading)[0] !== 'description');
  return value < 0 ? undefined : { name, value };
}

/**
 * Italian counts: a number with its noun in the singular for exactly 1 and the plural otherwise
 * ('1 credito', '0 crediti', '3 crediti'). Every counted text of the product goes through here, so
 * no screen can print '1 crediti' again.
 */
/**
 * A whole number as Italian writes it ('9999', '10.000': points between thousands from five digits
 * on, as CLDR's Italian has it), written out here: building an Intl formatter for it-IT was the
 * generator's costliest call at start on a phone, about 100 ms (issue 38.7).
 */
export function italianInteger(value: number): string {
  const digits = String(Math.abs(value));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${grouped}` : grouped;
}

export function countOf(count: number, one: string, many: string): string {
  const number = Number.isSafeInteger(count) ? italianInteger(count) : count.toLocaleString('it-IT');
  return `${number} ${count === 1 ? one : many}`;
}

/** '1 credito', '2 crediti': the header, the welcome, the toasts and the administrator's tables. */
export function creditsCount(count: number): string {
  return countOf(count, 'credito', 'crediti');
}

/** '1 immagine', '36 immagini'. */
export function imagesCount(count: number): string {
  return countOf(count, 'immagine', 'immagini');
}

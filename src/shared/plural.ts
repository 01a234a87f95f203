/**
 * Italian counts: a number with its noun in the singular for exactly 1 and the plural otherwise
 * ('1 credito', '0 crediti', '3 crediti'). Every counted text of the product goes through here, so
 * no screen can print '1 crediti' again.
 */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('it-IT')} ${count === 1 ? one : many}`;
}

/** '1 credito', '2 crediti': the header, the welcome, the toasts and the administrator's tables. */
export function creditsCount(count: number): string {
  return countOf(count, 'credito', 'crediti');
}

/** '1 immagine', '36 immagini'. */
export function imagesCount(count: number): string {
  return countOf(count, 'immagine', 'immagini');
}

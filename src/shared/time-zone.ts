/**
 * The one zone every time of the product is shown in: on screen, in the CSV export and in file
 * names. Vetrina's customers are Italian businesses; an administrator abroad or a server in UTC
 * must read the same times as the office (docs/decisions/0793).
 */
export const PRODUCT_TIME_ZONE = 'Europe/Rome';

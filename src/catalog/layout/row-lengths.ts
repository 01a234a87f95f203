/**
 * How many photos each row of a grid page holds (decision 1054): the page and the plan that shares
 * photos between pages (`share`) both read it, so the plan counts the rows the page prints.
 */

/**
 * `count` photos on a grid `columns` wide fill its rows from the top, as a full page does; a last
 * row that would hold one photo alone shares the row above's photos with it, the upper row taking
 * the odd one: 4 on three columns print as two pairs, 7 as 3 + 2 + 2, 6 on five columns as 3 + 3.
 * A lone photo in a row reads as a widow. On two columns an odd count keeps its lone photo: no
 * other split of the page's rows avoids it.
 */
export function rowLengths(count: number, columns: number): number[] {
  const rows = Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
  if (rows.length > 1 && rows.at(-1) === 1 && columns > 2) rows.splice(-2, 2, Math.ceil((columns + 1) / 2), Math.floor((columns + 1) / 2));
  return rows;
}

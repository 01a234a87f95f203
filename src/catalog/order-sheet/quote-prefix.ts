/**
 * exceljs writes no `quotePrefix` (issue 38.1): cells of formula-like text are written with the
 * text number format '@' (built-in format 49), and the workbook's styles then give every cell
 * format on format 49 `quotePrefix="1"`, so Excel and LibreOffice keep the text as text when the
 * buyer edits the cell. fflate is loaded with exceljs, only when a sheet is written.
 */
const STYLES = 'xl/styles.xml';
const TEXT_FORMAT = /<xf\b(?=[^>]*\bnumFmtId="49")(?![^>]*\bquotePrefix=)/gu;

export async function withQuotePrefix(workbook: Uint8Array): Promise<Uint8Array> {
  const { unzipSync, zipSync, strFromU8, strToU8 } = await import('fflate');
  const files = unzipSync(workbook);
  const styles = files[STYLES];
  if (!styles) return workbook;
  const xml = strFromU8(styles);
  const cellXfs = xml.indexOf('<cellXfs');
  const end = xml.indexOf('</cellXfs>', cellXfs);
  if (cellXfs < 0 || end < 0) return workbook;
  files[STYLES] = strToU8(xml.slice(0, cellXfs) + xml.slice(cellXfs, end).replace(TEXT_FORMAT, '<xf quotePrefix="1"') + xml.slice(end));
  return zipSync(files);
}

/**
 * Text made legal for a workbook's XML (issue 38.1): characters XML 1.0 forbids (C0 controls but
 * tab, line feed and carriage return; U+FFFE, U+FFFF; lone surrogates) are dropped, since one of
 * them makes LibreOffice drop every string after it and exceljs refuse the file; text that OOXML
 * would read as an escaped character ('_x000D_') has its underscore escaped ('_x005F_x000D_');
 * and text a spreadsheet would take for a formula once edited ('=…', '+…', '-…', '@…') is marked,
 * to be stored with quotePrefix.
 */
import { legalXmlCharacters } from '../../shared/index.js';

export interface SheetText {
  text: string;
  /** Characters dropped. */
  dropped: number;
  formulaLike: boolean;
}

const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);
const OOXML_ESCAPE = /_(x[0-9A-Fa-f]{4}_)/gu;

export function sheetText(raw: string): SheetText {
  const { text, dropped } = legalXmlCharacters(raw);
  return { text: text.replace(OOXML_ESCAPE, '_x005F_$1'), dropped, formulaLike: FORMULA_STARTS.has(text[0] ?? '') };
}

/**
 * The order form's boxes (issue 24.5): a hairline frame to write on, and over it a fillable text
 * field of the same name in Acrobat, Preview or a browser's viewer. The fields' appearance uses the
 * catalogue's own embedded face, whose subset always holds the digits (page numbers print them),
 * and the form carries no JavaScript (decision 0941).
 *
 * The fields are made a level below `PDFForm.createTextField`, which looks for a field of the same
 * name among all the form's fields each time: 200 boxes made that quadratic, most of a line
 * sheet's build (issue 24.9). Names are kept unique here, per document, instead.
 */
import { PDFAcroText, PDFTextField, TextAlignment, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import type { DescribedBox } from '../describe/page-description.js';
import { MUTED } from '../describe/palette.js';
import type { FontChain } from '../fonts/font-chain.js';
import { pdfColour } from './pdf-colour.js';
import type { StructureTree } from './structure-tree.js';

const FIELD_FONT_SIZE = 8;

/** The field names each document holds so far. */
const namesByDocument = new WeakMap<PDFDocument, Set<string>>();

function uniqueName(doc: PDFDocument, wanted: string): string {
  const taken = namesByDocument.get(doc) ?? new Set<string>();
  namesByDocument.set(doc, taken);
  let name = wanted;
  for (let copy = 2; taken.has(name); copy++) name = `${wanted} (${copy})`;
  taken.add(name);
  return name;
}

export function addQuantityFields(page: PDFPage, fonts: FontChain, boxes: readonly DescribedBox[], tree: StructureTree): void {
  tree.artifact(page, 'Layout', () => {
    for (const box of boxes) {
      page.drawRectangle({ x: box.x, y: page.getHeight() - box.y - box.height, width: box.width, height: box.height, borderColor: pdfColour(MUTED), borderWidth: 0.5 });
    }
  });
  const { doc } = page;
  const form = doc.getForm();
  const font = fonts.primaryPdfFont();
  for (const box of boxes) {
    const text = PDFAcroText.create(doc.context);
    text.setPartialName(uniqueName(doc, box.field));
    // Size, face and centring set on the field before its widget exists, so that adding it to the
    // page draws its appearance once, at its size and in our face, and leaves it clean: the
    // field-level setters would mark it dirty and have it drawn a second time (issue 24.9).
    text.setDefaultAppearance(`/${font.name} ${FIELD_FONT_SIZE} Tf 0 g`);
    text.setQuadding(TextAlignment.Center);
    form.acroForm.addField(text.ref);
    PDFTextField.of(text, text.ref, doc).addToPage(page, {
      x: box.x + 0.5,
      y: page.getHeight() - box.y - box.height + 0.5,
      width: box.width - 1,
      height: box.height - 1,
      font,
      borderWidth: 0,
    });
  }
}

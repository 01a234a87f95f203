/**
 * The order form's boxes (issues 24.5, 33.3, 33.5): a hairline frame to write on, and over it a
 * fillable text field of the same name in Acrobat, Preview or a browser's viewer, with its
 * accessible name (/TU); the buyer's fields left-aligned, the address and notes on several lines. The fields' default appearance
 * names the catalogue's own embedded face, whose subset always holds the digits (page numbers
 * print them), and the form carries no JavaScript (decision 0941).
 *
 * The fields and their widgets are made a level below pdf-lib's form API (issue 24.9):
 * `PDFForm.createTextField` looks for a field of the same name among all the form's fields each
 * time, quadratic over 200 boxes, and `addToPage` draws and compresses an appearance stream per
 * box. An empty box looks the same at every place, so the boxes of one size share one appearance;
 * a viewer draws the typed quantity itself from the default appearance. Names are kept unique
 * here, per document.
 */
import {
  AcroTextFlags,
  AnnotationFlags,
  PDFAcroText,
  PDFHexString,
  PDFName,
  PDFWidgetAnnotation,
  TextAlignment,
  beginMarkedContent,
  endMarkedContent,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';
import type { DescribedBox } from '../describe/page-description.js';
import { MUTED } from '../describe/palette.js';
import type { FontChain } from '../fonts/font-chain.js';
import { pdfColour } from './pdf-colour.js';
import type { StructureTree } from './structure-tree.js';

const FIELD_FONT_SIZE = 8;

const codePoints = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * What a buyer types in the buyer's block: a viewer that draws typed text in the field's own face
 * (Firefox's PDF.js) draws only the glyphs its subset holds, so 'Boutique' printed as 'Boutiue'
 * where no printed text of the face had a 'q'. Basic Latin, Latin-1 and Latin Extended-A (the
 * letters of the Latin-script languages the catalogue speaks), quotes, dashes and the euro sign;
 * what the face lacks stays out of its subset.
 */
const TYPED_CHARACTERS = `${codePoints(0x20, 0x7e)}${codePoints(0xa0, 0xff)}${codePoints(0x100, 0x17f)}‘’‚“”„–—…•€`;

interface FormState {
  /** The field names the document holds so far. */
  names: Set<string>;
  /** The empty appearance of a box, by its size. */
  appearances: Map<string, PDFRef>;
  /** The face's subset holds TYPED_CHARACTERS (a text field was added). */
  typeable: boolean;
}

const formStates = new WeakMap<PDFDocument, FormState>();

/** The document's form state; made with the form's resources, so a viewer types in our face. */
function formState(doc: PDFDocument, fonts: FontChain): FormState {
  let state = formStates.get(doc);
  if (!state) {
    const font = fonts.primaryPdfFont();
    doc.getForm().acroForm.dict.set(PDFName.of('DR'), doc.context.obj({ Font: { [font.name]: font.ref } }));
    formStates.set(doc, (state = { names: new Set(), appearances: new Map(), typeable: false }));
  }
  return state;
}

function uniqueName(state: FormState, wanted: string): string {
  let name = wanted;
  for (let copy = 2; state.names.has(name); copy++) name = `${wanted} (${copy})`;
  state.names.add(name);
  return name;
}

/** An empty text field's look, `/Tx BMC EMC` (ISO 32000-1, 12.7.3.3), its face at hand for a viewer. */
function emptyAppearance(doc: PDFDocument, state: FormState, width: number, height: number, fonts: FontChain): PDFRef {
  const key = `${width}x${height}`;
  let ref = state.appearances.get(key);
  if (!ref) {
    const font = fonts.primaryPdfFont();
    const stream = doc.context.formXObject([beginMarkedContent('Tx'), endMarkedContent()], {
      BBox: doc.context.obj([0, 0, width, height]),
      Resources: { Font: { [font.name]: font.ref } },
    });
    state.appearances.set(key, (ref = doc.context.register(stream)));
  }
  return ref;
}

export function addQuantityFields(page: PDFPage, fonts: FontChain, boxes: readonly DescribedBox[], tree: StructureTree): void {
  tree.artifact(page, 'Layout', () => {
    for (const box of boxes) {
      page.drawRectangle({ x: box.x, y: page.getHeight() - box.y - box.height, width: box.width, height: box.height, borderColor: pdfColour(MUTED), borderWidth: 0.5 });
    }
  });
  const { doc } = page;
  const { acroForm } = doc.getForm();
  // Tab from box to box row by row, as the boxes are read (issue 33.5).
  page.node.set(PDFName.of('Tabs'), PDFName.of('R'));
  const state = formState(doc, fonts);
  if (!state.typeable && boxes.some((box) => box.entry !== 'quantity')) {
    fonts.primaryPdfFont().encodeText(TYPED_CHARACTERS);
    state.typeable = true;
  }
  const defaultAppearance = `/${fonts.primaryPdfFont().name} ${FIELD_FONT_SIZE} Tf 0 g`;
  for (const box of boxes) {
    const field = PDFAcroText.create(doc.context);
    field.setPartialName(uniqueName(state, box.field));
    // The accessible name a screen reader announces (issue 33.5): product, colour and size, or the
    // buyer's label; on the widget too, where PDF.js and qpdf look for it when a field has one widget.
    const accessibleName = PDFHexString.fromText(box.label);
    field.dict.set(PDFName.of('TU'), accessibleName);
    field.setDefaultAppearance(defaultAppearance);
    field.setQuadding(box.entry === 'quantity' ? TextAlignment.Center : TextAlignment.Left);
    if (box.entry === 'lines') field.setFlagTo(AcroTextFlags.Multiline, true);
    const width = box.width - 1;
    const height = box.height - 1;
    const widget = PDFWidgetAnnotation.create(doc.context, field.ref);
    widget.setRectangle({ x: box.x + 0.5, y: page.getHeight() - box.y - box.height + 0.5, width, height });
    widget.setP(page.ref);
    widget.dict.set(PDFName.of('TU'), accessibleName);
    widget.setFlagTo(AnnotationFlags.Print, true);
    widget.setNormalAppearance(emptyAppearance(doc, state, width, height, fonts));
    const widgetRef = doc.context.register(widget.dict);
    tree.annotation(page, widgetRef, widget.dict, box.label);
    field.addWidget(widgetRef);
    page.node.addAnnot(widgetRef);
    acroForm.addField(field.ref);
  }
}

/**
 * The tagged PDF (issue 12.2): a structure tree in reading order whose elements point at marked
 * content on the pages, and artifacts for what a reader should skip (rules, repeated page
 * furniture). pdf-lib has no tagging API, so this writes the objects of ISO 32000-1 section 14.7-14.8:
 * StructTreeRoot, StructElem, the ParentTree that maps each page's MCIDs back to their elements,
 * /StructParents on the pages and /MarkInfo on the catalogue.
 */
import type {
  PDFDict} from '@cantoo/pdf-lib';
import {
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';

/** The standard structure types the catalogue uses; a Span holds a run in another language; the line sheet is a Table (issue 24.8). */
export type StructureRole = 'H1' | 'H2' | 'P' | 'Figure' | 'Caption' | 'Span' | 'Table' | 'TR' | 'TH' | 'TD' | 'Form';

/** What a reader skips: page furniture repeated on every page, or layout (rules, logo). */
export type ArtifactKind = 'Pagination' | 'Layout';

export interface StructureElement {
  readonly ref: PDFRef;
  readonly dict: PDFDict;
  readonly role: StructureRole;
  /** In reading order: its marked-content ids, on the page /Pg names, its child elements, and object references (OBJR) to annotations. */
  readonly kids: (number | PDFRef | PDFDict)[];
}

export class StructureTree {
  private readonly root: PDFRef;
  private readonly document: PDFDict;
  private readonly documentRef: PDFRef;
  private readonly kids: StructureElement[] = [];
  /** Elements under other elements: runs in another language, a table's rows and cells. */
  private readonly nested: StructureElement[] = [];
  private titled = false;
  /** Per page (by its /StructParents key), the element of each MCID in order. */
  private readonly parents = new Map<PDFPage, { key: number; elements: PDFRef[] }>();
  /** Per annotation (by its /StructParent key), its element (issue 33.5: form fields). */
  private readonly annotationParents: { key: number; element: PDFRef }[] = [];
  /** The parent tree's next key, shared by pages and annotations. */
  private nextKey = 0;

  constructor(private readonly doc: PDFDocument) {
    this.root = doc.context.nextRef();
    this.document = doc.context.obj({ Type: 'StructElem', S: 'Document', P: this.root });
    this.documentRef = doc.context.register(this.document);
  }

  /**
   * A new element in reading order, under `parent` or the document; `alt` for figures, `scope`
   * for a table's header cells (ISO 32000-1 14.8.5.7).
   */
  element(role: StructureRole, options: { alt?: string; parent?: StructureElement; scope?: 'Column' | 'Row' } = {}): StructureElement {
    const dict = this.doc.context.obj({ Type: 'StructElem', S: role, P: options.parent?.ref ?? this.documentRef });
    if (options.alt !== undefined) dict.set(PDFName.of('Alt'), PDFHexString.fromText(options.alt));
    if (options.scope) dict.set(PDFName.of('A'), this.doc.context.obj({ O: 'Table', Scope: options.scope }));
    const element = { ref: this.doc.context.register(dict), dict, role, kids: [] };
    if (options.parent) {
      options.parent.kids.push(element.ref);
      this.nested.push(element);
    } else {
      this.kids.push(element);
    }
    return element;
  }

  /** The document's title is its one H1 (issue 24.8): a title repeated after the cover is a P. */
  titleRole(): StructureRole {
    if (this.titled) return 'P';
    this.titled = true;
    return 'H1';
  }

  /**
   * Draws `draw` as marked content of `element` on `page`; with `language`, of a Span child of it
   * whose /Lang says that language (ISO 32000-1, 14.9.2), for text in another script (issue 25.7).
   */
  mark(page: PDFPage, element: StructureElement, draw: () => void, language?: string): void {
    const target = language === undefined ? element : this.span(element, language);
    const parent = this.parentOf(page);
    const mcid = parent.elements.length;
    parent.elements.push(target.ref);
    target.kids.push(mcid);
    // Every piece of one element stands on one page here (a figure, a caption, a header text).
    for (const { dict } of [element, target]) dict.set(PDFName.of('Pg'), page.ref);
    // The property list is written inline, as the operand pdf-lib's types leave out.
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of(target.role), `<</MCID ${mcid}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  }

  private span(parent: StructureElement, language: string): StructureElement {
    const span = this.element('Span', { parent });
    span.dict.set(PDFName.of('Lang'), PDFHexString.fromText(language));
    return span;
  }

  /**
   * A form field's widget as a Form element (ISO 32000-1 14.8.4.5; PDF/UA 7.18.4) with its
   * accessible name as /Alt, pointing at the widget by an object reference: PDF.js gives the
   * field's input that name (aria-label), where /TU alone only titles the field's box.
   */
  annotation(page: PDFPage, widget: PDFRef, widgetDict: PDFDict, alt: string): void {
    const element = this.element('Form', { alt });
    element.dict.set(PDFName.of('Pg'), page.ref);
    element.kids.push(this.doc.context.obj({ Type: 'OBJR', Obj: widget, Pg: page.ref }));
    const key = this.nextKey++;
    widgetDict.set(PDFName.of('StructParent'), PDFNumber.of(key));
    this.annotationParents.push({ key, element: element.ref });
  }

  /** Draws `draw` as an artifact: outside the structure, skipped by screen readers. */
  artifact(page: PDFPage, kind: ArtifactKind, draw: () => void): void {
    page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<</Type /${kind}>>`]));
    draw();
    page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
  }

  private parentOf(page: PDFPage): { key: number; elements: PDFRef[] } {
    let parent = this.parents.get(page);
    if (!parent) {
      parent = { key: this.nextKey++, elements: [] };
      this.parents.set(page, parent);
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(parent.key));
    }
    return parent;
  }

  /** Writes the tree's root and its parent tree, and marks the document as tagged. */
  finish(): void {
    const { context, catalog } = this.doc;
    for (const element of [...this.kids, ...this.nested]) {
      element.dict.set(PDFName.of('K'), context.obj(element.kids.map((kid) => (typeof kid === 'number' ? PDFNumber.of(kid) : kid))));
    }
    this.document.set(PDFName.of('K'), context.obj(this.kids.map((element) => element.ref)));
    // The number tree's keys in ascending order: pages' arrays of elements, annotations' one element.
    const entries = [...[...this.parents.values()].map(({ key, elements }) => ({ key, value: context.obj(elements) })), ...this.annotationParents.map(({ key, element }) => ({ key, value: element }))];
    const nums = entries.sort((a, b) => a.key - b.key).flatMap(({ key, value }) => [PDFNumber.of(key), value]);
    const parentTree = context.obj({ Nums: context.obj(nums) });
    context.assign(this.root, context.obj({ Type: 'StructTreeRoot', K: this.documentRef, ParentTree: context.register(parentTree), ParentTreeNextKey: this.nextKey }));
    catalog.set(PDFName.of('StructTreeRoot'), this.root);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}

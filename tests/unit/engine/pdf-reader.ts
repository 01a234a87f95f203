/**
 * Reads a catalogue as the print shop's and the screen reader's tools do (issue 12): qpdf's JSON
 * (trailer, catalogue, streams) and PDF.js (structure tree, XMP), Mozilla's reader, from npm.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const run = promisify(execFile);

type QpdfValue = string | number | boolean | null | QpdfValue[] | { [key: string]: QpdfValue };
interface QpdfObject {
  value?: QpdfValue;
  stream?: { dict: Record<string, QpdfValue>; data?: string };
}

export interface QpdfDocument {
  trailer: Record<string, QpdfValue>;
  catalog: Record<string, QpdfValue>;
  /** An object by its reference ('5 0 R'). */
  object(ref: QpdfValue | undefined): QpdfObject;
  /** A stream's decoded bytes. */
  streamData(ref: QpdfValue | undefined): Buffer;
}

export async function qpdfJson(path: string): Promise<QpdfDocument> {
  const { stdout } = await run('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=inline', '--decode-level=generalized', path], { maxBuffer: 256 * 1024 * 1024 });
  const objects = (JSON.parse(stdout) as { qpdf: [unknown, Record<string, QpdfObject>] }).qpdf[1];
  const object = (ref: QpdfValue | undefined): QpdfObject => objects[`obj:${String(ref)}`] ?? {};
  const trailer = (objects['trailer']?.value ?? {}) as Record<string, QpdfValue>;
  return {
    trailer,
    catalog: (object(trailer['/Root']).value ?? {}) as Record<string, QpdfValue>,
    object,
    streamData: (ref) => Buffer.from(object(ref).stream?.data ?? '', 'base64'),
  };
}

/** One node of the structure tree as PDF.js returns it, flattened in reading order. */
export interface StructureNode {
  role: string;
  alt?: string;
  /** Its own /Lang, when it has one. */
  lang?: string;
  /** How many marked-content pieces it holds directly. */
  contents: number;
  page: number;
}

interface PdfJsNode {
  role?: string;
  alt?: string;
  lang?: string;
  type?: string;
  children?: PdfJsNode[];
}

export async function openWithPdfJs(path: string) {
  return getDocument({ data: new Uint8Array(await readFile(path)), stopAtErrors: true, isEvalSupported: false, useSystemFonts: false }).promise;
}

/** Every element under Document, page by page, in the order PDF.js reads them. */
export async function structureOf(path: string): Promise<StructureNode[]> {
  const doc = await openWithPdfJs(path);
  const nodes: StructureNode[] = [];
  const walk = (node: PdfJsNode, page: number) => {
    for (const child of node.children ?? []) {
      if (!child.role) continue;
      if (child.role !== 'Document') {
        nodes.push({ role: child.role, ...(child.alt !== undefined && { alt: child.alt }), ...(child.lang !== undefined && { lang: child.lang }), contents: (child.children ?? []).filter((c) => c.type === 'content').length, page });
      }
      walk(child, page);
    }
  };
  for (let number = 1; number <= doc.numPages; number++) walk((await (await doc.getPage(number)).getStructTree()) as PdfJsNode, number);
  await doc.destroy();
  return nodes;
}

/** An element of the structure tree with its children, as PDF.js reads one page. */
export interface NestedNode {
  role: string;
  alt?: string;
  children: NestedNode[];
}

/** Every page's structure tree as PDF.js reads it, nested: what a screen reader walks. */
export async function nestedStructureOf(path: string): Promise<NestedNode[]> {
  const doc = await openWithPdfJs(path);
  const nest = (node: PdfJsNode): NestedNode[] =>
    (node.children ?? []).flatMap((child) => {
      if (!child.role) return [];
      const children = nest(child);
      return child.role === 'Document' ? children : [{ role: child.role, ...(child.alt !== undefined && { alt: child.alt }), children }];
    });
  const pages: NestedNode[] = [];
  for (let number = 1; number <= doc.numPages; number++) pages.push(...nest((await (await doc.getPage(number)).getStructTree()) as PdfJsNode));
  await doc.destroy();
  return pages;
}

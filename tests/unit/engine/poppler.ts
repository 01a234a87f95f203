/** Reads real PDFs with poppler and qpdf (Debian's poppler-utils and qpdf), as a person would. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

async function tool(command: string, args: string[]): Promise<string> {
  const { stdout } = await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Writes the bytes to a fresh temporary folder; returns the file's path. */
export async function savePdf(bytes: Uint8Array, name = 'catalogo.pdf'): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-engine-'));
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
}

/** `qpdf --check`: resolves with its report, rejects when the file has errors. */
export function qpdfCheck(path: string): Promise<string> {
  return tool('qpdf', ['--check', path]);
}

export async function pdfInfo(path: string): Promise<Record<string, string>> {
  const text = await tool('pdfinfo', ['-enc', 'UTF-8', path]);
  const entries = text
    .split('\n')
    .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] ?? '', match[2] ?? ''] as const);
  return Object.fromEntries(entries);
}

export interface FontRow {
  name: string;
  embedded: boolean;
  subset: boolean;
}

export async function pdfFonts(path: string): Promise<FontRow[]> {
  const lines = (await tool('pdffonts', [path])).trim().split('\n').slice(2);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name, type words..., encoding, emb, sub, uni, object, id: read emb and sub from the end.
    return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes', subset: columns.at(-4) === 'yes' };
  });
}

export function pdfText(path: string, page?: number): Promise<string> {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return tool('pdftotext', ['-enc', 'UTF-8', ...range, path, '-']);
}

/** The text in content-stream order (`pdftotext -raw`), the order a tagged PDF's tree follows. */
export function pdfRawText(path: string, page: number): Promise<string> {
  return tool('pdftotext', ['-raw', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), path, '-']);
}

export interface ImageRow {
  page: number;
  width: number;
  height: number;
  encoding: string;
  xPpi: number;
  yPpi: number;
}

export async function pdfImages(path: string): Promise<ImageRow[]> {
  const lines = (await tool('pdfimages', ['-list', path])).trim().split('\n').slice(2);
  return lines.map((line) => {
    const c = line.trim().split(/\s+/);
    return {
      page: Number(c[0]),
      width: Number(c[3]),
      height: Number(c[4]),
      encoding: c[8] ?? '',
      xPpi: Number(c[12]),
      yPpi: Number(c[13]),
    };
  });
}

/** The image streams as stored (`pdfimages -all`: JPEGs come out byte for byte), in page order. */
export async function extractImages(path: string): Promise<Buffer[]> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-images-'));
  await tool('pdfimages', ['-all', path, join(folder, 'img')]);
  const names = (await readdir(folder)).sort();
  return Promise.all(names.map((name) => readFile(join(folder, name))));
}

export interface RenderedPage {
  width: number;
  height: number;
  /** RGB at a point given in PDF points from the top-left corner. */
  pixelAt(xPt: number, yPt: number): { r: number; g: number; b: number };
}

/** Poppler (pdftoppm) or MuPDF (mutool draw): two independent, colour-managed PDF renderers. */
export type Renderer = 'poppler' | 'mupdf';

/** Renders one page and reads its pixels with sharp. */
export async function renderPage(path: string, page: number, dpi = 72, renderer: Renderer = 'poppler'): Promise<RenderedPage> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-render-'));
  const stem = join(folder, 'page');
  if (renderer === 'poppler') await tool('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', path, stem]);
  else await tool('mutool', ['draw', '-q', '-r', String(dpi), '-o', `${stem}.png`, path, String(page)]);
  const { data, info } = await sharp(`${stem}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = dpi / 72;
  return {
    width: info.width,
    height: info.height,
    pixelAt(xPt, yPt) {
      const x = Math.min(info.width - 1, Math.round(xPt * scale));
      const y = Math.min(info.height - 1, Math.round(yPt * scale));
      const at = (y * info.width + x) * info.channels;
      return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
    },
  };
}

/** The document's /Lang entry, read from qpdf's JSON dump. */
export async function pdfLanguage(path: string): Promise<string | undefined> {
  const json = await tool('qpdf', ['--json=2', '--json-key=qpdf', path]);
  return /"\/Lang": "u:([^"]*)"/.exec(json)?.[1];
}

export interface PlacedImage {
  page: number;
  /** In PDF points from the top-left corner of the page, as the engine describes pages. */
  x: number;
  y: number;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3], m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3], m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5]];
}

/**
 * Where each image is drawn, read from the page content streams (qpdf's QDF form writes them
 * uncompressed, each after a "%% Contents for page N" comment): the transformation in force at
 * each `Do`, for unrotated images.
 */
export async function imagePlacements(path: string, pageHeight: number): Promise<PlacedImage[]> {
  const qdf = `${path}.qdf.pdf`;
  await tool('qpdf', ['--qdf', '--object-streams=disable', path, qdf]);
  const text = (await readFile(qdf)).toString('latin1');
  const placements: PlacedImage[] = [];
  for (const match of text.matchAll(/%% Contents for page (\d+)\n[\s\S]*?stream\n([\s\S]*?)endstream/g)) {
    const page = Number(match[1]);
    const stack: Matrix[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    let operands: string[] = [];
    for (const token of (match[2] ?? '').split(/\s+/)) {
      if (/^-?[\d.]+$/.test(token) || token.startsWith('/')) {
        operands.push(token);
        continue;
      }
      if (token === 'q') stack.push(ctm);
      else if (token === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === 'cm') ctm = multiply(operands.slice(-6).map(Number) as Matrix, ctm);
      else if (token === 'Do') placements.push({ page, x: ctm[4], y: pageHeight - ctm[5] - ctm[3], width: ctm[0], height: ctm[3] });
      operands = [];
    }
  }
  return placements;
}

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** The words of a page with their boxes (`pdftotext -bbox`), in points from the top-left corner. */
export async function pdfWords(path: string, page: number): Promise<WordBox[]> {
  const html = await tool('pdftotext', ['-enc', 'UTF-8', '-bbox', '-f', String(page), '-l', String(page), path, '-']);
  const unescape = (value: string) => value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: unescape(m[5] ?? ''),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

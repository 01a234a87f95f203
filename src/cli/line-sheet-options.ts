/**
 * The line sheet's options from the command line (issue 24): `--line-rows 4|6|8|10`,
 * `--line-rows-by stile|colore`, `--line-columns product,code,…`, and `--terms file.json`, an
 * object with the keys season, delivery, deadline, minimum, payment, vat and howToOrder, each a
 * line of text (absent keys print nothing), printed on its own page with `--terms-page`, and
 * `--size-system automatico|abbigliamento|calzature`, how numeric size ranges are counted (issue 33.1).
 */
import { readFile } from 'node:fs/promises';
import { DEFAULT_LINE_SHEET_OPTIONS, EMPTY_LINE_SHEET_TERMS, LineSheetOptions, LineSheetTerms, SIZE_SYSTEM_LABELS, type LineSheetTerms as Terms, type PhotoCaption, type SizeSystem } from '../shared/index.js';
import { sizeReadings } from '../catalog/order/size-readings.js';
import { FatalError, UsageError } from './options.js';

export interface LineSheetArguments {
  rows?: string;
  rowsBy?: string;
  columns?: string;
  terms?: string;
  termsPage?: boolean;
  sizeSystem?: string;
}

const GROUPINGS: Record<string, LineSheetOptions['grouping']> = { stile: 'style', modello: 'style', colore: 'colourway', variante: 'colourway' };
const SIZE_SYSTEMS: Record<string, SizeSystem> = { automatico: 'auto', abbigliamento: 'clothing', calzature: 'shoes', jeans: 'shoes' };

async function readTerms(path: string): Promise<Terms> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new FatalError(`--terms: «${path}» non è un file JSON leggibile.`);
  }
  const parsed = LineSheetTerms.partial().safeParse(json);
  if (!parsed.success) throw new FatalError(parsed.error.issues.map((issue) => `--terms ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n'));
  return { ...EMPTY_LINE_SHEET_TERMS, ...parsed.data };
}

export async function lineSheetOptions(args: LineSheetArguments): Promise<LineSheetOptions> {
  const grouping = args.rowsBy === undefined ? DEFAULT_LINE_SHEET_OPTIONS.grouping : GROUPINGS[args.rowsBy.trim().toLowerCase()];
  if (!grouping) throw new UsageError(`--line-rows-by: "${args.rowsBy}" non è stile né colore.`);
  const sizeSystem = args.sizeSystem === undefined ? DEFAULT_LINE_SHEET_OPTIONS.sizeSystem : SIZE_SYSTEMS[args.sizeSystem.trim().toLowerCase()];
  if (!sizeSystem) throw new UsageError(`--size-system: "${args.sizeSystem}" non è automatico, abbigliamento né calzature.`);
  const parsed = LineSheetOptions.safeParse({
    grouping,
    columns: args.columns === undefined ? [] : args.columns.split(',').map((column) => column.trim()).filter(Boolean),
    rowsPerPage: args.rows === undefined ? DEFAULT_LINE_SHEET_OPTIONS.rowsPerPage : Number(args.rows),
    terms: args.terms === undefined ? EMPTY_LINE_SHEET_TERMS : await readTerms(args.terms),
    termsPlacement: args.termsPage ? 'own-page' : 'first-page',
    sizeSystem,
  });
  if (!parsed.success) {
    const names: Record<string, string> = { rowsPerPage: '--line-rows (4, 6, 8 o 10)', columns: '--line-columns' };
    throw new UsageError(parsed.error.issues.map((issue) => `${names[String(issue.path[0])] ?? '--line'}: ${issue.message}`).join('\n'));
  }
  return parsed.data;
}

/** The import summary's line on sizes: the system, and how the first few runs written as a range or a list were read. */
export function sizeSystemSummary(captions: readonly (PhotoCaption | undefined)[], system: SizeSystem): string {
  const read = sizeReadings(captions, system).map(({ written, sizes }) => `«${written}» → ${sizes.join(' ')}`);
  const examples = read.length > 0 ? `: ${read.slice(0, 4).join('; ')}${read.length > 4 ? '…' : ''}` : '';
  return `Taglie lette con il sistema «${SIZE_SYSTEM_LABELS[system]}» (--size-system per cambiarlo)${examples}.`;
}

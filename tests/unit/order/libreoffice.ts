/**
 * LibreOffice Calc headless as a buyer's office suite (Debian's libreoffice-calc-nogui): it
 * opens our workbooks, computes their formulas and writes what it computed (CSV) or shows (PDF).
 * Each run has its own profile folder, so runs never share or wait on one.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Values as computed, not as formatted: UTF-8, comma-separated, 'save cell contents as shown' off. */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false';

async function convert(file: string, to: string, extension: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'vetrina-office-'));
  await run('soffice', [`-env:UserInstallation=file://${join(folder, 'profile')}`, '--headless', '--convert-to', to, '--outdir', folder, file], { timeout: 120_000 });
  return join(folder, basename(file).replace(/\.xlsx$/u, `.${extension}`));
}

/** The first sheet's cells as LibreOffice computed them, row by row. */
export async function computedRows(file: string): Promise<string[][]> {
  const csv = await readFile(await convert(file, CSV_FILTER, 'csv'), 'utf8');
  return csv.split('\n').filter(Boolean).map(parseCsvLine);
}

/** The workbook as LibreOffice saves it in Excel 97-2003's format (.xls, BIFF8): its path. */
export function savedAsXls(file: string): Promise<string> {
  return convert(file, 'xls', 'xls');
}

/** The sheet as LibreOffice prints it, as text. */
export async function printedText(file: string): Promise<string> {
  const pdf = await convert(file, 'pdf', 'pdf');
  return (await run('pdftotext', ['-layout', pdf, '-'], { maxBuffer: 16 * 1024 * 1024 })).stdout;
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (quoted && character === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (character === '"') quoted = !quoted;
    else if (character === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells;
}

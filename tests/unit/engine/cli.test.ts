/** `npm run catalog`: the command-line tool run as a user would, on a folder of real photos. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCorruptJpeg, makeJpeg, makePng, makeRotatedJpeg, makeWebp } from '../../fixtures/photos.js';
import { pdfFonts, pdfImages, pdfInfo, pdfLanguage, pdfText } from './poppler.js';

const run = promisify(execFile);
let folder = '';

function catalog(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd() });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-cli-'));
  await writeFile(join(folder, '01-giacca.jpg'), await makeJpeg({ width: 400, height: 300, seed: 1 }));
  await writeFile(join(folder, '02-abito.jpg'), await makeRotatedJpeg({ width: 300, height: 400, orientation: 6 }));
  await writeFile(join(folder, '03-borsa.webp'), await makeWebp({ width: 400, height: 300, seed: 3 }));
  await writeFile(join(folder, '04-rotta.jpg'), makeCorruptJpeg());
  await writeFile(join(folder, 'note.txt'), 'non è una foto');
});

describe('npm run catalog', () => {
  it('builds a catalogue from a folder, skipping and reporting the photo it cannot read', async () => {
    const output = join(folder, 'catalogo.pdf');
    const { stdout, stderr } = await catalog([folder, '-o', output, '--language', 'Russo', '--font', 'DM Sans', '--per-page', '6', '--orientation', 'landscape', '--title', 'Осень', '--author', 'Maison Prova']);
    expect(stderr).toContain('04-rotta.jpg');
    expect(stdout).toContain('3 foto');
    const info = await pdfInfo(output);
    expect(info.Pages).toBe('1');
    expect(info.Title).toBe('Осень');
    expect(info.Author).toBe('Maison Prova');
    expect(info['Page size']).toMatch(/^841\.89 x 595\.27/);
    expect(await pdfLanguage(output)).toBe('ru');
    expect(await pdfText(output)).toContain('Осень');
    expect((await pdfFonts(output)).map((row) => row.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DMSans-Regular', 'NotoSans-Regular']);
  });

  it('adds captions from a JSON file, a logo and an accent colour, at the Web quality', async () => {
    // Outside the photo folder, or the logo would be read as one more photo.
    const extras = await mkdtemp(join(tmpdir(), 'vetrina-cli-extras-'));
    const output = join(extras, 'marchio.pdf');
    const captions = join(extras, 'didascalie.json');
    const logo = join(extras, 'logo.png');
    await writeFile(captions, JSON.stringify({ '01-giacca.jpg': { name: 'Giacca', sku: 'GC-01', price: 1234.5 }, '09-assente.jpg': { name: 'X' } }));
    await writeFile(logo, await makePng({ width: 300, height: 120, seed: 5 }));
    const { stderr } = await catalog([folder, '-o', output, '--language', 'Italiano', '--captions', captions, '--logo', logo, '--accent', '#8a5a44', '--quality', 'web']);
    expect(stderr).toContain('Didascalia senza foto: 09-assente.jpg');
    const text = (await pdfText(output)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Giacca');
    // Classico opens the code's line with the price (decision 1080).
    expect(text).toContain('€ 1.234,50 · GC-01');
    const images = await pdfImages(output);
    // Three photos and the logo, none above 150 ppi.
    expect(images).toHaveLength(4);
    for (const image of images) expect(image.xPpi).toBeLessThanOrEqual(150);
  });

  it('refuses an accent colour that is not #rrggbb and an unknown quality', async () => {
    await expect(catalog([folder, '-o', join(folder, 'x.pdf'), '--accent', 'rosso', '--quality', 'media'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('#rrggbb') });
  });

  it('names the photos that will print under 150 ppi, with their ppi, and still writes the PDF (issue 11.6)', async () => {
    const small = await mkdtemp(join(tmpdir(), 'vetrina-cli-lowres-'));
    await writeFile(join(small, 'minuscola.jpg'), await makeJpeg({ width: 40, height: 40, seed: 4 }));
    await writeFile(join(small, 'grande.jpg'), await makeJpeg({ width: 2400, height: 1800, seed: 5 }));
    const output = join(small, 'catalogo.pdf');
    const { stderr } = await catalog([small, '-o', output]);
    expect(stderr).toMatch(/Bassa risoluzione: minuscola\.jpg stamperà a \d+ ppi \(sotto 150\)/);
    expect(stderr).not.toContain('grande.jpg');
    expect((await pdfInfo(output)).Pages).toBe('1');
    // Two photos on one page print as large as the page holds them (decision 1068): the warning gives
    // the figure the photo prints at, at 4 per page and at 9 (a landscape page).
    const ppiAt = (text: string) => Number(/minuscola\.jpg stamperà a (\d+) ppi/.exec(text)?.[1]);
    const printed = async () => (await pdfImages(output)).find((image) => image.width === 40)?.xPpi ?? 0;
    expect(Math.abs((await printed()) - ppiAt(stderr))).toBeLessThanOrEqual(1);
    const nine = await catalog([small, '-o', output, '--per-page', '9']);
    expect(Math.abs((await printed()) - ppiAt(nine.stderr))).toBeLessThanOrEqual(1);
    // At the Web quality the large photo is scaled down to 150 ppi on purpose: no warning (issue 27.8).
    const web = await catalog([small, '-o', output, '--quality', 'web']);
    expect(web.stderr).toMatch(/minuscola\.jpg stamperà a \d+ ppi \(sotto 150\)/);
    expect(web.stderr).not.toContain('grande.jpg');
  });

  it('counts the photos prepared on a terminal, and says nothing of it when piped (issue 27.12)', async () => {
    const output = join(folder, 'progresso.pdf');
    const piped = await catalog([folder, '-o', output]);
    expect(piped.stderr).not.toContain('Foto preparate');
    // `script` runs the command on a pseudo-terminal: stderr is a TTY there, as in a shell.
    const command = [process.execPath, '--import', 'tsx', 'src/cli/main.ts', folder, '-o', output].map((arg) => `'${arg}'`).join(' ');
    const terminal = await run('script', ['-qefc', command, '/dev/null'], { cwd: process.cwd() });
    expect(terminal.stdout).toContain('Foto preparate 0/4');
    expect(terminal.stdout).toContain('Foto preparate 4/4');
    expect(terminal.stdout).toContain('Foto saltata: ');
  });

  it('stops with an Italian message when the output is missing', async () => {
    await expect(catalog([folder])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Indica il PDF da scrivere con -o.') });
  });

  it('shapes filled frames with --frame, and refuses a shape it does not know (issue 35.1)', async () => {
    const output = join(folder, 'cornici.pdf');
    await catalog([folder, '-o', output, '--fit', 'riempi', '--frame', '2:3']);
    // The three 4:3 photos would keep half their width in a 2:3 cell: each takes two cells of a row
    // (decision 1076), page 1's one row under its header holding the first, page 2 the others.
    expect((await pdfInfo(output)).Pages).toBe('2');
    await expect(catalog([folder, '-o', output, '--fit', 'riempi', '--frame', '5:7'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--frame: "5:7" non è un formato') });
  });

  it('refuses an orientation the count per page cannot print in, rather than printing the other one', async () => {
    const output = join(folder, 'nove.pdf');
    await expect(catalog([folder, '-o', output, '--per-page', '9', '--orientation', 'portrait'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--per-page 9 si stampa solo in orientamento orizzontale: togli --orientation portrait.') });
    await expect(catalog([folder, '-o', output, '--per-page', '4', '--orientation', 'landscape'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--per-page 4 si stampa solo in orientamento verticale') });
    // Without --orientation the count's own orientation applies.
    await catalog([folder, '-o', output, '--per-page', '9']);
    expect((await pdfInfo(output))['Page size']).toMatch(/^841\.89 x 595\.276/);
  });

  it('rejects an unknown font with the form validation message', async () => {
    await expect(catalog([folder, '-o', join(folder, 'x.pdf'), '--font', 'Comic Sans'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--font') });
  });
});

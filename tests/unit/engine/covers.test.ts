/** Issue 15.1 read off the PDF: an optional cover with a chosen photo and a back cover with the contacts. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../src/shared/index.js';
import { describePages, type PageDescription } from '../../../src/catalog/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { imagePlacements, pdfImages, pdfInfo, pdfText } from './poppler.js';

const run = promisify(execFile);
let folder = '';

function catalog(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: process.cwd() });
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vetrina-covers-'));
  for (let seed = 1; seed <= 5; seed++) await writeFile(join(folder, `0${seed}-capo.jpg`), await makeJpeg({ width: 1800, height: 2400, seed }));
});

const texts = { title: 'Collezione Inverno', subtitle: 'Cappotti e maglie', introduction: 'Una selezione.', footer: 'www.atelier.it' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 5 }, () => ({ width: 3, height: 4 }));
const contacts = { company: 'Atelier Rossi', address: 'Via Roma 1, Milano', phone: '+39 02 1234567', email: 'info@atelier.it', website: 'www.atelier.it' };

describe('cover and back cover', () => {
  it('frame the catalogue without renumbering it: no folio on either, the photo pages keep 1 and 2', () => {
    const pages: PageDescription[] = describePages({ settings: DEFAULT_CATALOG_SETTINGS, texts, photos, measure, covers: { cover: { photoIndex: 2, style: 'frame' }, backCover: contacts } });
    expect(pages.map((page) => page.number)).toEqual([0, 1, 2, 3]);
    const [cover, , second, back] = pages;
    expect(cover?.photos.map((photo) => photo.index)).toEqual([2]);
    expect(cover?.texts.map((line) => line.role)).toEqual(['title', 'subtitle']);
    const numbered = (page: PageDescription | undefined) => page?.texts.some((line) => line.role === 'page-number');
    expect(numbered(cover)).toBe(false);
    expect(numbered(second)).toBe(true);
    expect(numbered(back)).toBe(false);
    expect(back?.texts.filter((line) => line.role === 'contact').map((line) => line.text)).toEqual(Object.values(contacts));
    expect(back?.texts.some((line) => line.role === 'footer' && line.text === texts.footer)).toBe(true);
    // The full-page style covers the page edge to edge (issue 26.2); the frame does not.
    const full = describePages({ settings: DEFAULT_CATALOG_SETTINGS, texts, photos, measure, covers: { cover: { photoIndex: 0, style: 'full' } } })[0];
    expect(full?.photos[0]?.frame).toEqual({ x: 0, y: 0, ...full?.size });
    expect(cover?.photos[0]?.box.width ?? 0).toBeLessThan(full?.photos[0]?.box.width ?? 0);
  });

  it('are built by the CLI: the cover photo prepared for its own box, the company of --author on the back', async () => {
    const output = join(folder, '..', `copertina-${Date.now()}.pdf`);
    await catalog([folder, '-o', output, '--title', 'Collezione Inverno', '--footer', 'www.atelier.it', '--cover', join(folder, '03-capo.jpg'), '--cover-style', 'pagina', '--back-cover', '--author', 'Atelier Rossi']);
    expect((await pdfInfo(output)).Pages).toBe('4');
    expect(await pdfText(output, 1)).toContain('Collezione Inverno');
    const back = await pdfText(output, 4);
    expect(back).toContain('Atelier Rossi');
    expect(back).toContain('www.atelier.it');
    const images = await pdfImages(output);
    const cover = images.filter((image) => image.page === 1);
    expect(cover).toHaveLength(1);
    // The whole source (the page needs more pixels than it has), not the grid's copy for a cell.
    expect(cover[0]?.width).toBe(1800);
    // The grid's copies: smaller (a one-page catalogue's few photos print larger since decision 1068, 1033 px).
    expect(Math.max(...images.filter((image) => image.page === 2).map((image) => image.width))).toBeLessThan(1800);
    // Printed across the whole page, its sides cropped (issue 26.2).
    const [placed] = await imagePlacements(output, 841.89);
    expect(placed?.height ?? 0).toBeCloseTo(841.89, 1);
  });

  it('warn of a cover that will print under 150 ppi, with the ppi it prints at (issue 25.2)', async () => {
    const small = await mkdtemp(join(tmpdir(), 'vetrina-cover-small-'));
    await writeFile(join(small, 'piccola.jpg'), await makeJpeg({ width: 450, height: 600, seed: 6 }));
    await writeFile(join(small, 'grande.jpg'), await makeJpeg({ width: 1800, height: 2400, seed: 7 }));
    const output = join(small, 'catalogo.pdf');
    const { stderr } = await catalog([small, '-o', output, '--cover', join(small, 'piccola.jpg'), '--cover-style', 'pagina']);
    const warned = /Bassa risoluzione: la copertina \(piccola\.jpg\) stamperà a (\d+) ppi \(sotto 150\): la stampa apparirà sgranata\./.exec(stderr);
    expect(warned).not.toBeNull();
    // The figure is the printed one: the page's pixels over the inches poppler finds it drawn at.
    const printed = (await pdfImages(output)).find((image) => image.page === 1);
    expect(Math.abs(Number(warned?.[1]) - (printed?.xPpi ?? 0))).toBeLessThanOrEqual(1);
    // A sharp cover is not named.
    const sharp = await catalog([small, '-o', output, '--cover', join(small, 'grande.jpg'), '--cover-style', 'pagina', '--quality', 'web']);
    expect(sharp.stderr).not.toContain('copertina');
  });

  it('embed a large cover at no more than 300 ppi where it prints, under a logo, a title and a subtitle (issue 25.2)', async () => {
    const large = await mkdtemp(join(tmpdir(), 'vetrina-cover-large-'));
    const extras = await mkdtemp(join(tmpdir(), 'vetrina-cover-logo-'));
    await writeFile(join(large, 'enorme.jpg'), await makeJpeg({ width: 3000, height: 4000, seed: 8 }));
    await writeFile(join(extras, 'logo.jpg'), await makeJpeg({ width: 600, height: 200, seed: 9 }));
    const output = join(extras, 'catalogo.pdf');
    for (const style of ['pagina', 'riquadro']) {
      await catalog([large, '-o', output, '--logo', join(extras, 'logo.jpg'), '--title', 'Collezione Inverno', '--subtitle', 'Cappotti', '--cover', join(large, 'enorme.jpg'), '--cover-style', style]);
      // The cover's photo is page 1's widest image; the logo is the other.
      const [cover] = (await pdfImages(output)).filter((image) => image.page === 1).sort((a, b) => b.width - a.width);
      expect(cover?.xPpi).toBeLessThanOrEqual(300);
      expect(cover?.yPpi).toBeLessThanOrEqual(300);
      // Capped, not starved: within a few percent of the ceiling.
      expect(cover?.xPpi).toBeGreaterThan(270);
    }
  });

  it('refuse a cover photo that is not in the catalogue, and a back cover without a company', async () => {
    const output = join(folder, '..', `rifiutata-${Date.now()}.pdf`);
    await expect(catalog([folder, '-o', output, '--cover', 'assente.jpg'])).rejects.toMatchObject({ stderr: expect.stringContaining('--cover: «assente.jpg» non è tra le foto del catalogo.') });
    await expect(catalog([folder, '-o', output, '--back-cover'])).rejects.toMatchObject({ stderr: expect.stringContaining("--back-cover: indica l'azienda con --author.") });
  });
});

/** Issue 26.6: the four looks, each a whole page, on 13 mixed portrait and landscape photos. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { captionStandsBeside } from '../../../src/catalog/layout/geometry.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, LOOKS, type CatalogSettings, type LookName } from '../../../src/shared/index.js';
import { describePages, photoTargets, type PageDescription } from '../../../src/catalog/index.js';
import { PAGE_LOOKS, gridLook } from '../../../src/catalog/layout/looks.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog } from './build-catalog.js';
import { pdfInfo, pdfText } from './poppler.js';
import { FORM_FORMATS } from '../../fixtures/grid-formats.js';

const run = promisify(execFile);

const texts = { title: 'Collezione Autunno', subtitle: 'Atelier Rosa', introduction: 'Capi sartoriali in lana, seta e cashmere.', footer: 'www.atelier-rosa.it' };
const measure = (text: string, size: number) => text.length * size * 0.5;
const photos = Array.from({ length: 13 }, (_, index) => ({
  ...(index % 2 === 0 ? { width: 4000, height: 3000 } : { width: 3000, height: 4000 }),
  caption: { name: index === 0 ? 'Giacca in lana cotta doppiopetto con revers a lancia e bottoni in corno' : `Capo ${index + 1}`, sku: `C-${index + 1}`, price: 12000 },
}));
const FORMATS = FORM_FORMATS;

function pages(look: LookName, format: (typeof FORMATS)[number], photoFit: CatalogSettings['photoFit']): PageDescription[] {
  return describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, ...format, look, photoFit }, texts, photos, measure, covers: { cover: { photoIndex: 1, style: 'full' }, backCover: { company: 'Atelier Rosa', address: '', phone: '', email: '', website: '' } } });
}

describe('looks', () => {
  for (const look of LOOKS) {
    it(`${look}: photos inside the margins, captions within their photo, the last page on the grid, at 4, 6 and 9 per page`, () => {
      for (const format of FORMATS) {
        for (const fit of ['fit', 'fill'] as const) {
          const described = pages(look, format, fit);
          const grid = described.filter((page) => page.number > 0 && page.photos.length > 0);
          expect(grid.flatMap((page) => page.photos)).toHaveLength(13);
          for (const [index, page] of grid.entries()) {
            const { content } = page.zones;
            // A landscape page after the first keeps its side margins within 12 mm (decision 1041).
            const margins = gridLook(PAGE_LOOKS[look], format.orientation, index === 0 ? 'opening' : 'following').margins;
            expect(content.x).toBeCloseTo((margins.side * 72) / 25.4, 6);
            for (const photo of page.photos) {
              expect(photo.frame.x).toBeGreaterThanOrEqual(content.x - 1e-6);
              expect(photo.frame.x + photo.frame.width).toBeLessThanOrEqual(content.x + content.width + 1e-6);
              // Within the photo's width, or within their column beside it (6 per page in landscape, decision 1090), inside the margins.
              const column = captionStandsBeside(photo) && photo.captionBand ? photo.captionBand : photo.frame;
              expect(column.x + column.width).toBeLessThanOrEqual(content.x + content.width + 1e-6);
              for (const line of photo.caption) {
                expect(line.centreX - line.width / 2).toBeGreaterThanOrEqual(column.x - 1e-6);
                expect(line.centreX + line.width / 2).toBeLessThanOrEqual(column.x + column.width + 1e-6);
              }
            }
          }
          // The last page's rows stay on the grid's columns (decision 1062): a short row under longer ones on the
          // columns of the page before, a block of alike rows centred on the grid in a centred look; every short row
          // on the left edge of the page before in a flush-left one (Editoriale).
          const [before, last] = grid.slice(-2);
          if (!before || !last) throw new Error('two pages expected');
          const lastRow = last.photos.filter((photo) => Math.abs(photo.cell.y - (last.photos.at(-1)?.cell.y ?? 0)) < 1e-6);
          const rowCount = new Set(last.photos.map((photo) => Math.round(photo.cell.y))).size;
          const alike = last.photos.length === lastRow.length * rowCount;
          // At 9 per page the page before is the opening one, whose grid stands under the title.
          const columnsBefore = before.photos.map((photo) => photo.cell.x);
          // A short last page sets its photos in even rows centred on the page (decisions 1068, 1079; layout.test).
          if (last.photos.length < format.imagesPerPage) continue;
          if (PAGE_LOOKS[look].headerAlign === 'left') expect(lastRow[0]?.cell.x).toBeCloseTo((grid.length > 2 ? before : last).photos[0]?.cell.x ?? NaN, 6);
          else if (alike) {
            const middle = lastRow.reduce((sum, photo) => sum + photo.cell.x + photo.cell.width / 2, 0) / lastRow.length;
            expect(middle).toBeCloseTo(last.zones.grid.x + last.zones.grid.width / 2, 6);
          } else if (grid.length > 2) for (const photo of lastRow) expect(columnsBefore.some((x) => Math.abs(x - photo.cell.x) < 1e-6)).toBe(true);
        }
      }
    });
  }

  it('give the pages after the first a slim head: photos start within 12 % of the height in portrait, 14 % in landscape (issue 35.3)', () => {
    for (const look of LOOKS) {
      for (const format of [...FORMATS, { orientation: 'portrait', imagesPerPage: 9 } as const, { orientation: 'landscape', imagesPerPage: 4 } as const]) {
        // Two full pages: a short last page is centred on its grid (decision 0960), not measured here.
        const full = Array.from({ length: 2 * format.imagesPerPage }, (_, index) => photos[index % photos.length] ?? { width: 3000, height: 4000 });
        const [opening, following] = describePages({ settings: { ...DEFAULT_CATALOG_SETTINGS, ...format, look, photoFit: 'fill' }, texts, photos: full, measure });
        if (!opening || !following) throw new Error('two pages expected');
        // Where the grid starts under the head: frames shaped like the photos may centre a shorter block in it (decision 0996).
        const top = (page: PageDescription) => page.zones.grid.y / page.size.height;
        const limit = format.orientation === 'portrait' ? 0.12 : 0.14;
        expect(top(following), `${look} ${format.orientation} ${format.imagesPerPage}`).toBeLessThanOrEqual(limit);
        // The opening page keeps its title, subtitle and introduction above the photos.
        expect(top(opening)).toBeGreaterThan(top(following));
        // The running title stays inside its head, above the photos.
        for (const text of following.texts.filter((t) => t.role === 'running-title')) expect(text.baseline).toBeLessThan(following.zones.grid.y);
        // Each photo is prepared for the frame it prints in, on its page (decision 0995): never more pixels than its ceiling there.
        // The frame, not the box: a 4:3 photo among 3:4 frames spans two cells in a frame of its own (decision 1076).
        const targets = photoTargets({ ...format, captions: true, look, photoFit: 'fill' }, full);
        for (const photo of [...opening.photos, ...following.photos]) {
          expect(photo.frame.width).toBeCloseTo(targets[photo.index]?.boxWidthPt ?? 0, 6);
          expect(photo.frame.height).toBeCloseTo(targets[photo.index]?.boxHeightPt ?? 0, 6);
        }
      }
    }
  });

  it('differ in their furniture: rules, folio and alignment as each look sets them', () => {
    const format = FORMATS[1];
    const [classic, minimal, editorial, gallery] = LOOKS.map((look) => pages(look, format, 'fit'));
    const roles = (described: PageDescription[] | undefined, number: number) => described?.find((page) => page.number === number)?.rules.map((rule) => rule.role) ?? [];
    expect(roles(classic, 1)).toEqual(expect.arrayContaining(['accent-rule', 'header-rule', 'footer-rule']));
    expect(roles(minimal, 1)).toEqual([]);
    expect(roles(gallery, 2)).toEqual([]);
    expect(roles(editorial, 1)).toEqual(['header-rule', 'footer-rule']);
    // The accent folio is Classico's; the others print the number muted, Editoriale at the outer edge.
    const folioColour = (described: PageDescription[] | undefined) => described?.find((page) => page.number === 2)?.texts.find((line) => line.role === 'page-number')?.colour;
    expect(folioColour(classic)).toBe('#1c4085');
    for (const look of [minimal, editorial, gallery]) expect(folioColour(look)).toBe('#78787d');
    const folio = (number: number) => editorial?.find((page) => page.number === number)?.texts.find((line) => line.role === 'page-number');
    const even = editorial?.find((page) => page.number === 2);
    expect(folio(2)?.centreX ?? 0).toBeLessThan((even?.size.width ?? 0) / 2);
    expect(folio(3)?.centreX ?? 0).toBeGreaterThan((even?.size.width ?? 0) / 2);
    // Editoriale sets its title flush left on the photos' edge, larger than Classico's.
    const title = (described: PageDescription[] | undefined) => described?.find((page) => page.number === 1)?.texts.find((line) => line.role === 'title');
    const first = editorial?.find((page) => page.number === 1)?.photos[0];
    expect((title(editorial)?.centreX ?? 0) - (title(editorial)?.width ?? 0) / 2).toBeCloseTo(first?.box.x ?? -1, 6);
    expect(title(editorial)?.size ?? 0).toBeGreaterThan(title(classic)?.size ?? 0);
    expect(title(classic)?.centreX).toBeCloseTo((classic?.[0]?.size.width ?? 0) / 2, 6);
    // Galleria's photos are larger than Classico's; Minimale's white is in its margins, wider than Classico's, not in photos
    // smaller than Classico's (decision 1062: its photos covered 32 % of a page after the first at 6 per page in portrait).
    const area = (described: PageDescription[] | undefined) => described?.find((page) => page.number === 2)?.photos[0]?.box.width ?? 0;
    expect(area(gallery)).toBeGreaterThan(area(classic));
    const margin = (described: PageDescription[] | undefined) => described?.find((page) => page.number === 2)?.zones.content.x ?? 0;
    expect(margin(minimal)).toBeGreaterThan(margin(classic));
  });

  it('print as described: Minimale with its page numbers, read back from the PDF', async () => {
    const bytes = await makeJpeg({ width: 1200, height: 900, seed: 4 });
    const built = await buildCatalog(
      Array.from({ length: 5 }, (_, index) => ({ name: `0${index}.jpg`, bytes })),
      { title: 'Minimale', imagesPerPage: 4, look: 'minimal' },
    );
    expect(await pdfText(built.path, 2)).toMatch(/\b2\b/);
  });

  it('are chosen on the command line with the form’s words, and a look it does not know is refused', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vetrina-looks-'));
    await writeFile(join(folder, 'capo.jpg'), await makeJpeg({ width: 900, height: 1200, seed: 5 }));
    const output = join(folder, 'catalogo.pdf');
    const cli = (look: string) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', folder, '-o', output, '--look', look, '--fit', 'riempi']);
    await cli('Galleria');
    expect((await pdfInfo(output)).Pages).toBe('1');
    await expect(cli('barocco')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--look: "barocco" non è classico, minimale, editoriale né galleria.') });
  });
});

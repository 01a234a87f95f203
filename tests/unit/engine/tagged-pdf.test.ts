/**
 * Issue 12: a catalogue print shops and screen readers accept. Read with qpdf (trailer, catalogue,
 * streams), poppler (pdfinfo, pdffonts, pdftotext) and PDF.js (structure tree, XMP).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SRGB_PROFILE } from '../../../src/catalog/render/srgb-profile.js';
import { LANGUAGE_CODES, type ImagesPerPage, type LanguageCode, type PhotoCaption } from '../../../src/shared/index.js';
import { makeJpeg } from '../../fixtures/photos.js';
import { buildCatalog, type BuiltCatalog } from './build-catalog.js';
import { openWithPdfJs, qpdfJson, structureOf } from './pdf-reader.js';
import { pdfFonts, pdfInfo, pdfRawText } from './poppler.js';

let photos: { name: string; bytes: Buffer }[] = [];
beforeAll(async () => {
  photos = await Promise.all(Array.from({ length: 9 }, async (_, i) => ({ name: `capo-${i + 1}.jpg`, bytes: await makeJpeg({ width: 300, height: 400, seed: i + 1 }) })));
});

const captionsFor = (count: number): PhotoCaption[] =>
  Array.from({ length: count }, (_, i) => (i === 0 ? { name: 'Cappotto Aurora', sku: 'AU-01', alt: 'Cappotto lungo color cammello' } : { name: `Capo ${i + 1}`, price: 100 + i }));

describe('the print-ready document', () => {
  let catalog: BuiltCatalog;
  beforeAll(async () => {
    catalog = await buildCatalog(photos.slice(0, 2), { language: 'Italiano', title: 'Primavera & Estate <2027>' }, "Atelier d'Été");
  });

  it('has a trailer /ID of two equal 16-byte strings, new for every catalogue', async () => {
    const id = (await qpdfJson(catalog.path)).trailer['/ID'];
    expect(Array.isArray(id) && id.length === 2 && id[0] === id[1]).toBe(true);
    expect(String((id as string[])[0])).toMatch(/^b:[0-9a-f]{32}$/);
    const other = await buildCatalog(photos.slice(0, 2), { language: 'Italiano', title: 'Primavera & Estate <2027>' }, "Atelier d'Été");
    expect((await qpdfJson(other.path)).trailer['/ID']).not.toEqual(id);
  });

  it('carries XMP metadata that mirrors the information dictionary', async () => {
    const qpdf = await qpdfJson(catalog.path);
    const metadata = qpdf.object(qpdf.catalog['/Metadata']);
    expect(metadata.stream?.dict).toMatchObject({ '/Type': '/Metadata', '/Subtype': '/XML' });
    const xmp = qpdf.streamData(qpdf.catalog['/Metadata']).toString('utf8');
    expect(xmp).toContain('Primavera &amp; Estate &lt;2027&gt;');

    const doc = await openWithPdfJs(catalog.path);
    const read = await doc.getMetadata();
    const info = read.info as Record<string, string>;
    const parsed = read.metadata;
    await doc.destroy();
    expect(info['Title']).toBe('Primavera & Estate <2027>');
    expect(parsed.get('dc:title')).toBe(info['Title']);
    expect([parsed.get('dc:creator')].flat()).toEqual([info['Author']]);
    expect(info['Author']).toBe("Atelier d'Été");
    expect(parsed.get('xmp:creatortool')).toBe(info['Creator']);
    expect(parsed.get('pdf:producer')).toBe(info['Producer']);
    expect([parsed.get('dc:language')].flat()).toEqual(['it']);
    expect(info['Language']).toBe('it');
    // D:20261124152000Z in the dictionary, 2026-11-24T15:20:00Z in the packet.
    const pdfDate = (value: string | undefined) => value?.replace(/^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2}).*$/, '$1-$2-$3T$4:$5:$6Z');
    expect(parsed.get('xmp:createdate')).toBe(pdfDate(info['CreationDate']));
    expect(parsed.get('xmp:modifydate')).toBe(pdfDate(info['ModDate']));
    expect(info['Trapped']).toEqual({ name: 'False' });
    expect(parsed.get('pdf:trapped')).toBe('False');
  });

  it('has an sRGB output intent with its ICC profile embedded', async () => {
    const qpdf = await qpdfJson(catalog.path);
    const intents = qpdf.catalog['/OutputIntents'] as string[];
    expect(intents).toHaveLength(1);
    const intent = qpdf.object(intents[0]).value as Record<string, string>;
    expect(intent).toMatchObject({ '/Type': '/OutputIntent', '/S': '/GTS_PDFA1', '/OutputConditionIdentifier': 'u:sRGB IEC61966-2.1' });
    expect(qpdf.object(intent['/DestOutputProfile']).stream?.dict).toMatchObject({ '/N': 3 });
    expect(qpdf.streamData(intent['/DestOutputProfile']).equals(Buffer.from(SRGB_PROFILE))).toBe(true);
    expect(Buffer.from(SRGB_PROFILE).subarray(12, 20).toString('latin1')).toBe('mntrRGB ');
  });

  it('gives every page a trim box, the whole sheet', async () => {
    const qpdf = await qpdfJson(catalog.path);
    const pages = qpdf.object(qpdf.catalog['/Pages']).value as { '/Kids': string[] };
    for (const ref of pages['/Kids']) {
      const page = qpdf.object(ref).value as Record<string, number[]>;
      expect(page['/TrimBox']).toEqual(page['/MediaBox']);
    }
  });

  it('embeds every font and uses no transparency', async () => {
    expect((await pdfFonts(catalog.path)).every((font) => font.embedded)).toBe(true);
    const text = JSON.stringify(await qpdfJson(catalog.path));
    expect(text).not.toMatch(/"\/SMask"|"\/ca":\s*0\.|"\/CA":\s*0\.|"\/BM"/);
  });

  it('says it is tagged, with Marked true, the language and DisplayDocTitle', async () => {
    expect((await pdfInfo(catalog.path))['Tagged']).toBe('yes');
    const qpdf = await qpdfJson(catalog.path);
    expect(qpdf.catalog).toMatchObject({ '/MarkInfo': { '/Marked': true }, '/Lang': 'u:it' });
    expect(qpdf.object(qpdf.catalog['/ViewerPreferences']).value ?? qpdf.catalog['/ViewerPreferences']).toMatchObject({ '/DisplayDocTitle': true });
  });
});

describe.each([4, 6, 9] as ImagesPerPage[])('the structure tree at %i per page', (perPage) => {
  it.each([true, false])('reads title, subtitle, introduction, each photo (captioned: %s) and the footer once, in order', async (captioned) => {
    // A footer typed: without one or an account's contact line only the folio prints (decision 1069).
    const catalog = await buildCatalog(photos, { language: 'Italiano', imagesPerPage: perPage, title: 'Inverno', footer: 'Atelier Prova · Milano' }, 'Atelier Prova', captioned ? { captions: captionsFor(9) } : {});
    const nodes = await structureOf(catalog.path);
    // The photos each page holds: page 1 the grid's lower rows under its header, every page full but the last (decision 1068),
    // nine on one page in its whole grid (decision 1057); at 6 per page 3:4 frames with captions take rows of three, two columns without.
    const counts = { 4: [2, 4, 3], 6: captioned ? [3, 6] : [4, 5], 9: [9] }[perPage];
    const pageOf = (i: number) => counts.findIndex((_, page) => i < counts.slice(0, page + 1).reduce((sum, count) => sum + count, 0)) + 1;
    const photosOnFirstPage = counts[0] ?? 0;
    const figure = (i: number) => [{ role: 'Figure', alt: captioned ? (i === 0 ? 'Cappotto lungo color cammello' : `Capo ${i + 1}`) : `Foto ${i + 1}`, contents: 1 }, ...(captioned ? [{ role: 'Caption' }] : [])];
    const expected = [
      { role: 'H1', page: 1 },
      { role: 'P', page: 1 },
      { role: 'P', page: 1 },
      ...Array.from({ length: photosOnFirstPage }, (_, i) => figure(i).map((node) => ({ ...node, page: 1 }))).flat(),
      { role: 'P', page: 1 },
      ...Array.from({ length: 9 - photosOnFirstPage }, (_, i) => figure(photosOnFirstPage + i).map((node) => ({ ...node, page: pageOf(photosOnFirstPage + i) }))).flat(),
    ];
    expect(nodes).toMatchObject(expected);
    expect(nodes).toHaveLength(expected.length);
  });
});

/** The text of each marked-content piece on a page, with its tag: 'Artifact' or the element's role. */
async function markedTexts(path: string, pageNumber: number): Promise<{ tag: string; text: string }[]> {
  const doc = await openWithPdfJs(path);
  const content = await (await doc.getPage(pageNumber)).getTextContent({ includeMarkedContent: true });
  await doc.destroy();
  const pieces: { tag: string; text: string }[] = [];
  for (const item of content.items as { type?: string; tag?: string; str?: string }[]) {
    // A spaced line's ActualText span (decision 1074) is part of the piece it is drawn in.
    if ((item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') && item.tag !== 'Span') pieces.push({ tag: item.tag ?? '', text: '' });
    else if (item.str !== undefined && pieces.length > 0) (pieces.at(-1) as { text: string }).text += item.str;
  }
  return pieces.map((piece) => ({ ...piece, text: piece.text.trim() }));
}

describe('artifacts and reading order', () => {
  it('marks the furniture of later pages as artifacts, outside the tree, and pdftotext reads the tagged text in tree order', async () => {
    const catalog = await buildCatalog(photos.slice(0, 6), { language: 'Italiano', imagesPerPage: 4, title: 'Inverno', footer: 'Via Roma 1, Milano' }, 'Atelier Prova', {
      captions: captionsFor(6),
    });
    const second = await markedTexts(catalog.path, 2);
    const artifacts = second.filter((piece) => piece.tag === 'Artifact').map((piece) => piece.text);
    expect(artifacts).toEqual(expect.arrayContaining(['Via Roma 1, Milano', '2']));
    // Classico's running head in spaced capitals (decision 1074): PDF.js ignores its ActualText and
    // reads a space in each gap, as it does in any spaced line.
    expect(artifacts.map((text) => text.replace(/\s/gu, ''))).toContain('INVERNO');
    // Photos 3 to 6: the opening page holds the grid's lower row of two (decision 1068).
    expect(second.filter((piece) => piece.tag !== 'Artifact').map((piece) => piece.tag)).toEqual(Array.from({ length: 4 }, () => ['Figure', 'Caption', 'Caption']).flat());

    const first = await markedTexts(catalog.path, 1);
    const tagged = first.filter((piece) => piece.tag !== 'Artifact' && piece.text !== '').map((piece) => piece.text);
    expect(tagged[0]).toBe('Inverno');
    expect(tagged.at(-1)).toBe('Via Roma 1, Milano');
    // pdftotext -raw keeps the content order, which the tree follows.
    const raw = (await pdfRawText(catalog.path, 1)).replace(/\n/g, ' ');
    let from = 0;
    for (const text of tagged) {
      const at = raw.indexOf(text, from);
      expect(at, text).toBeGreaterThanOrEqual(from);
      from = at + text.length;
    }
  });
});

const ALT_BY_LANGUAGE: Record<LanguageCode, string> = {
  Inglese: 'Long camel wool coat, double-breasted',
  Spagnolo: 'Abrigo largo de lana color camello',
  Francese: 'Manteau long en laine, couleur camel, croisé',
  Tedesco: 'Langer Wollmantel in Kamelbraun, zweireihig',
  Portoghese: 'Casaco comprido de lã cor camelo',
  Italiano: 'Cappotto lungo in lana color cammello, doppiopetto',
  Olandese: 'Lange wollen jas in camelkleur',
  Russo: 'Длинное шерстяное пальто верблюжьего цвета',
  Giapponese: 'キャメル色のウールのロングコート、ダブルブレスト',
};

describe('alternative texts', () => {
  it.each(LANGUAGE_CODES)('keeps a %s alternative text exactly', async (language) => {
    const catalog = await buildCatalog(photos.slice(0, 1), { language }, 'Atelier Prova', { captions: [{ alt: ALT_BY_LANGUAGE[language] }] });
    const [figure] = (await structureOf(catalog.path)).filter((node) => node.role === 'Figure');
    expect(figure?.alt).toBe(ALT_BY_LANGUAGE[language]);
    // An alternative text alone prints no caption: it is for screen readers.
    expect((await structureOf(catalog.path)).some((node) => node.role === 'Caption')).toBe(false);
  });

  it('holds whole a name printed shortened under its narrow photo (issue 26.4)', async () => {
    const name = 'Cappotto in cammello con cintura, tasche applicate e collo a scialle, linea inverno'.slice(0, 80);
    // A full page of nine: one photo alone would print large enough for the name (decision 1068).
    const catalog = await buildCatalog(photos, { language: 'Italiano', imagesPerPage: 9, orientation: 'landscape' }, 'Atelier Prova', { captions: [{ name, alt: 'Cappotto lungo' }] });
    const [figure] = (await structureOf(catalog.path)).filter((node) => node.role === 'Figure');
    expect(figure?.alt).toBe(`${name}. Cappotto lungo`);
  });
});

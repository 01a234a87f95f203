import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS, DEFAULT_COVER_SETTINGS } from '../../../shared/index.js';
import { PublishedContent, STORED_FILE_NAME } from '../../../shared/schemas/published.js';
import { publishedContent } from './published-content.js';
import { LOGO_EDGES, renditionSizes, type MadeRendition } from './renditions.js';
import { storedFile, type StoredFile } from './stored-file.js';
import { uploadFiles } from './upload-files.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('publishing from the generator (issue 36.1)', () => {
  it('names a file by the SHA-256 of its bytes and its kind, as the contract requires', async () => {
    const file = await storedFile(bytes('abc'), 'webp');
    expect(file.name).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.webp');
    expect(file.name).toMatch(STORED_FILE_NAME);
    expect(file.type).toBe('image/webp');
    expect((await storedFile(bytes('abc'), 'jpg')).type).toBe('image/jpeg');
    expect((await storedFile(bytes('%PDF'), 'pdf')).name).toMatch(/^[0-9a-f]{64}\.pdf$/);
  });

  it('makes renditions of 800, 1200 and 1600 px on the long edge, never enlarged, none twice', () => {
    expect(renditionSizes({ width: 4000, height: 3000 })).toEqual([
      { width: 800, height: 600 },
      { width: 1200, height: 900 },
      { width: 1600, height: 1200 },
    ]);
    // A portrait photo: the 1200 step is the 800 px width a 412 px, 1.75x phone's cover needs.
    expect(renditionSizes({ width: 1992, height: 2988 })).toEqual([
      { width: 533, height: 800 },
      { width: 800, height: 1200 },
      { width: 1067, height: 1600 },
    ]);
    expect(renditionSizes({ width: 900, height: 1200 })).toEqual([
      { width: 600, height: 800 },
      { width: 900, height: 1200 },
    ]);
    expect(renditionSizes({ width: 1000, height: 1400 })).toEqual([
      { width: 571, height: 800 },
      { width: 857, height: 1200 },
      { width: 1000, height: 1400 },
    ]);
    expect(renditionSizes({ width: 500, height: 400 })).toEqual([{ width: 500, height: 400 }]);
  });

  it('makes the logo one rendition of 800 px on the long edge', () => {
    expect(renditionSizes({ width: 2400, height: 600 }, LOGO_EDGES)).toEqual([{ width: 800, height: 200 }]);
    expect(renditionSizes({ width: 300, height: 100 }, LOGO_EDGES)).toEqual([{ width: 300, height: 100 }]);
  });

  it('uploads each file once, a few at a time, and tells the progress', async () => {
    const files = await Promise.all(['a', 'b', 'c', 'd', 'e', 'a'].map((text) => storedFile(bytes(text), 'webp')));
    let running = 0;
    let most = 0;
    const sent: string[] = [];
    const progress: string[] = [];
    const put = async (file: StoredFile) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      sent.push(file.name);
      running -= 1;
    };
    await uploadFiles(files, put, (done, total) => progress.push(`${done}/${total}`), 2);
    expect(sent.length).toBe(5);
    expect(new Set(sent).size).toBe(5);
    expect(most).toBe(2);
    expect(progress).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
  });

  it('sends content the contract accepts: the texts as printed, the renditions, the cover photo by place', async () => {
    const rendition = async (seed: string, width: number, height: number): Promise<MadeRendition> => ({ width, height, file: await storedFile(bytes(seed), 'webp') });
    const pdf = await storedFile(bytes('%PDF-1.7'), 'pdf');
    const content = publishedContent({
      settings: { ...DEFAULT_CATALOG_SETTINGS, title: '' },
      texts: { title: 'Catalogo', subtitle: 'Primavera', introduction: 'Benvenuti', footer: 'Atelier' },
      covers: { ...DEFAULT_COVER_SETTINGS, cover: { enabled: true, photoId: 'b', style: 'full' } },
      accent: '#123456',
      photos: [
        { id: 'a', renditions: [await rendition('a1', 800, 600), await rendition('a2', 1600, 1200)], caption: { name: 'Giacca', price: 10 } },
        { id: 'b', renditions: [await rendition('b1', 600, 800)] },
      ],
      pdf: { file: pdf, pages: 3 },
      logo: await rendition('logo', 400, 120),
    });
    expect(PublishedContent.safeParse(content).success).toBe(true);
    expect(content.settings.title).toBe('Catalogo');
    expect(content.coverPhoto).toBe(1);
    expect(content.photos[0]?.renditions.map((made) => made.bytes)).toEqual([2, 2]);
    expect(content.pdf).toEqual({ file: pdf.name, bytes: 8, pages: 3 });
    expect(content.logo).toMatchObject({ width: 400, height: 120, bytes: 4 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_SETTINGS } from '../../../../shared/index.js';
import { draftReducer, EMPTY_DRAFT, type CatalogDraft } from './catalog-draft.js';
import { draftFiles, LOGO_FILE_ID, planFileWrites, toDraftRecord } from './draft-record.js';
import { fromDraftRecord } from './restore-draft.js';

const file = (name: string) => new File([name], name, { type: 'image/jpeg' });
const logo = new File(['logo'], 'logo-atelier.png', { type: 'image/png' });

function sampleDraft(): CatalogDraft {
  let draft = draftReducer(EMPTY_DRAFT, {
    type: 'addPhotos',
    photos: [
      { id: 'p1', name: 'giacca.jpg', file: file('giacca.jpg') },
      { id: 'p2', name: 'gonna.jpg', file: file('gonna.jpg') },
    ],
  });
  draft = draftReducer(draft, { type: 'patchSettings', patch: { title: 'Autunno', imagesPerPage: 6 } });
  draft = draftReducer(draft, { type: 'movePhoto', id: 'p2', toIndex: 0 });
  draft = draftReducer(draft, { type: 'setCaption', id: 'p1', caption: { name: 'Giacca', sku: 'GC-014', price: 129.5 } });
  draft = draftReducer(draft, { type: 'setQuality', quality: 'web' });
  return draftReducer(draft, { type: 'patchBrand', patch: { logo, accent: '#8a5a44' } });
}

describe('the stored draft', () => {
  it('remembers the product file\'s columns and its sheet, and the next file without a sheet forgets it (issue 34.6)', () => {
    const draft = draftReducer(sampleDraft(), { type: 'setProductColumns', columns: { name: 'Articolo', price: 'Ingrosso' }, sheet: 'Prodotti' });
    const back = fromDraftRecord(structuredClone(toDraftRecord(draft)), draftFiles(draft))?.draft;
    expect(back?.productColumns).toEqual({ name: 'Articolo', price: 'Ingrosso' });
    expect(back?.productSheet).toBe('Prodotti');
    expect(draftReducer(draft, { type: 'setProductColumns', columns: {} }).productSheet).toBeUndefined();
  });

  it('comes back as it was: settings, order, names, captions, quality, brand', () => {
    const draft = sampleDraft();
    const stored = structuredClone(toDraftRecord(draft));
    expect(fromDraftRecord(stored, draftFiles(draft))).toEqual({ draft, filesLost: false });
  });

  it("keeps Galleria's one photo per page, and a draft from before it keeps the grid (issue 35.5)", () => {
    const draft = draftReducer(sampleDraft(), { type: 'patchSettings', patch: { look: 'gallery', onePerPage: true } });
    expect(fromDraftRecord(structuredClone(toDraftRecord(draft)), draftFiles(draft))?.draft.settings).toMatchObject({ look: 'gallery', onePerPage: true });
    const { onePerPage: _, ...older } = draft.settings;
    expect(fromDraftRecord({ ...toDraftRecord(draft), settings: older }, draftFiles(draft))?.draft.settings.onePerPage).toBe(false);
    expect(fromDraftRecord({ ...toDraftRecord(draft), settings: { ...draft.settings, onePerPage: 'sì' } }, draftFiles(draft))?.draft.settings).toEqual(DEFAULT_CATALOG_SETTINGS);
  });

  it('keeps the files out of the record and holds the logo under its own id', () => {
    const draft = sampleDraft();
    expect(JSON.stringify(toDraftRecord(draft))).not.toContain('lastModified');
    expect([...draftFiles(draft).keys()]).toEqual(['p2', 'p1', LOGO_FILE_ID]);
  });

  it('gives a file back its name when the browser returns a plain Blob', () => {
    const draft = sampleDraft();
    const blobs = new Map([...draftFiles(draft)].map(([id, f]) => [id, new Blob([f], { type: f.type })]));
    const back = fromDraftRecord(toDraftRecord(draft), blobs)?.draft;
    expect(back?.photos.map((photo) => photo.file.name)).toEqual(['gonna.jpg', 'giacca.jpg']);
    expect(back?.photos[0]?.file).toBeInstanceOf(File);
  });

  it('drops what fails the schemas and keeps the rest', () => {
    const draft = sampleDraft();
    const damaged = {
      ...toDraftRecord(draft),
      settings: { ...draft.settings, imagesPerPage: 5 },
      quality: 'ultra',
      accent: 'red',
      photos: [
        { id: 'p2', name: 'gonna.jpg', caption: { price: -1 } },
        { id: 'missing', name: 'persa.jpg' },
        { id: 'p1', name: 'giacca.jpg', caption: { name: 'Giacca' } },
      ],
    };
    const back = fromDraftRecord(damaged, draftFiles(draft))?.draft;
    expect(back?.settings).toEqual(DEFAULT_CATALOG_SETTINGS);
    expect(back?.quality).toBe('stampa');
    expect(back?.brand).toEqual({ logo });
    expect(back?.photos.map(({ id, caption }) => ({ id, caption }))).toEqual([
      { id: 'p2', caption: undefined },
      { id: 'p1', caption: { name: 'Giacca' } },
    ]);
    expect(fromDraftRecord({ version: 99 }, new Map())).toBeUndefined();
    expect(fromDraftRecord('nonsense', new Map())).toBeUndefined();
  });

  it('keeps settings and captions where the files did not come back, says so, and makes no photo without its file', () => {
    const draft = sampleDraft();
    const back = fromDraftRecord(structuredClone(toDraftRecord(draft)), new Map());
    expect(back?.filesLost).toBe(true);
    expect(back?.draft.photos).toEqual([]);
    expect(back?.draft.brand).toEqual({ accent: '#8a5a44' });
    expect(back?.draft.settings).toEqual(draft.settings);
    expect(back?.draft.waitingCaptions).toEqual([{ name: 'giacca.jpg', caption: { name: 'Giacca', sku: 'GC-014', price: 129.5 } }]);
    // A lost logo alone is a loss too.
    const logoOnly = draftReducer(EMPTY_DRAFT, { type: 'patchBrand', patch: { logo } });
    expect(fromDraftRecord(toDraftRecord(logoOnly), new Map())?.filesLost).toBe(true);
  });

  it('keeps waiting captions across visits, the newer first, and drops a damaged one', () => {
    const lostAgain = sampleDraft();
    const record = {
      ...toDraftRecord(lostAgain),
      waitingCaptions: [
        { name: 'giacca.jpg', caption: { name: 'Giacca vecchia' } },
        { name: 'borsa.jpg', caption: { name: 'Borsa' } },
        { name: 'rotta.jpg', caption: { price: -1 } },
        'nonsense',
      ],
    };
    expect(fromDraftRecord(structuredClone(record), new Map())?.draft.waitingCaptions).toEqual([
      { name: 'giacca.jpg', caption: { name: 'Giacca', sku: 'GC-014', price: 129.5 } },
      { name: 'borsa.jpg', caption: { name: 'Borsa' } },
    ]);
    const back = fromDraftRecord(structuredClone(record), draftFiles(lostAgain));
    expect(back?.filesLost).toBe(false);
    expect(back?.draft.waitingCaptions).toEqual([{ name: 'giacca.jpg', caption: { name: 'Giacca vecchia' } }, { name: 'borsa.jpg', caption: { name: 'Borsa' } }]);
    expect(toDraftRecord(back!.draft).waitingCaptions).toEqual(back?.draft.waitingCaptions);
  });

  it('writes only new or replaced files and deletes the ones gone, and the replaced ones first', () => {
    const a = file('a.jpg');
    const b = file('b.jpg');
    const c = file('c.jpg');
    const saved = new Map<string, Blob>([
      ['a', a],
      ['b', b],
    ]);
    expect(planFileWrites(saved, new Map([['a', a], ['c', c]]))).toEqual({ put: [['c', c]], remove: ['b'] });
    const replacedLogo = file('nuovo-logo.png');
    expect(planFileWrites(new Map([[LOGO_FILE_ID, logo]]), new Map([[LOGO_FILE_ID, replacedLogo]]))).toEqual({
      put: [[LOGO_FILE_ID, replacedLogo]],
      remove: [LOGO_FILE_ID],
    });
  });
});

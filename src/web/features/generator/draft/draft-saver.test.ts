import { describe, expect, it } from 'vitest';
import { draftReducer, EMPTY_DRAFT, type CatalogDraft } from './catalog-draft.js';
import type { DraftRecord } from './draft-record.js';
import { DraftSaver, type DraftWrites } from './draft-saver.js';
import { DraftStoreError } from './draft-store.js';

const file = (name: string) => new File([name], name, { type: 'image/jpeg' });

/** IndexedDB as the saver sees it (Node has none), keeping the order of the writes. */
function store(refuseFiles: (put: readonly [string, File][]) => unknown = () => undefined) {
  const log: string[] = [];
  const files = new Map<string, Blob>();
  let record: DraftRecord | undefined;
  const writes: DraftWrites = {
    record: async (next, remove) => {
      log.push(`record ${next.settings.title || '-'}${remove.length > 0 ? ` -${remove.join(',')}` : ''}`);
      for (const id of remove) files.delete(id);
      record = next;
    },
    files: async (put) => {
      log.push(`files ${put.map(([id]) => id).join(',')}`);
      const refusal = refuseFiles(put);
      if (refusal) throw refusal;
      for (const [id, blob] of put) files.set(id, blob);
    },
    discard: async () => {
      log.push('discard');
      files.clear();
      record = undefined;
    },
  };
  return { log, files, writes, record: () => record };
}

const titled = (draft: CatalogDraft, title: string) => draftReducer(draft, { type: 'patchSettings', patch: { title } });
const withPhoto = (draft: CatalogDraft, id: string) => draftReducer(draft, { type: 'addPhotos', photos: [{ id, name: `${id}.jpg`, file: file(`${id}.jpg`) }] });
/** WebKit's private windows, in the words of its error. */
const blobRefusal = () => new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');

describe('saving the draft in two steps', () => {
  it('writes the record before the files, and a file only once', async () => {
    const { log, files, writes } = store();
    const saver = new DraftSaver(writes, new Map());
    const draft = withPhoto(titled(EMPTY_DRAFT, 'Estate'), 'p1');
    expect(await saver.save(draft)).toBe('stored');
    expect(await saver.save(titled(draft, 'Estate 2'))).toBe('unchanged');
    expect(log).toEqual(['record Estate', 'files p1', 'record Estate 2']);
    expect([...files.keys()]).toEqual(['p1']);
  });

  it('keeps the record where the browser refuses the files, and stops offering it files', async () => {
    const { log, files, writes, record } = store(blobRefusal);
    const saver = new DraftSaver(writes, new Map());
    const draft = withPhoto(titled(EMPTY_DRAFT, 'Privata'), 'p1');
    expect(await saver.save(draft)).toBe('refused');
    expect(saver.photosRefused).toBe(true);
    expect(await saver.save(withPhoto(titled(draft, 'Privata 2'), 'p2'))).toBe('refused');
    expect(log).toEqual(['record Privata', 'files p1', 'record Privata 2']);
    expect(record()?.photos.map(({ id }) => id)).toEqual(['p1', 'p2']);
    expect(files.size).toBe(0);
  });

  it('takes any failure of the files after the record for a refusal', async () => {
    const { writes } = store(() => new DraftStoreError('failed', null));
    const saver = new DraftSaver(writes, new Map());
    expect(await saver.save(withPhoto(EMPTY_DRAFT, 'p1'))).toBe('refused');
  });

  it('reports a full quota and tries the files again on the next change', async () => {
    let full = true;
    const { log, writes } = store(() => full && new DraftStoreError('quota', null));
    const saver = new DraftSaver(writes, new Map());
    const draft = withPhoto(EMPTY_DRAFT, 'p1');
    await expect(saver.save(draft)).rejects.toMatchObject({ problem: 'quota' });
    full = false;
    expect(await saver.save(titled(draft, 'Spazio'))).toBe('stored');
    expect(log).toEqual(['record -', 'files p1', 'record Spazio', 'files p1']);
  });

  it('writes no file when the record fails', async () => {
    const { log, writes } = store();
    const saver = new DraftSaver({ ...writes, record: () => Promise.reject(new DraftStoreError('failed', null)) }, new Map());
    await expect(saver.save(withPhoto(EMPTY_DRAFT, 'p1'))).rejects.toBeInstanceOf(DraftStoreError);
    expect(log).toEqual([]);
  });

  it('deletes a replaced logo with the record, so a refused new one never brings the old one back', async () => {
    const oldLogo = file('logo-vecchio.png');
    const { log, files, writes } = store(blobRefusal);
    files.set('logo', oldLogo);
    const saver = new DraftSaver(writes, new Map([['logo', oldLogo]]));
    expect(await saver.save(draftReducer(EMPTY_DRAFT, { type: 'patchBrand', patch: { logo: file('logo-nuovo.png') } }))).toBe('refused');
    expect(log).toEqual(['record - -logo', 'files logo']);
    expect(files.size).toBe(0);
  });

  it("forgets the stored files on 'Nuovo catalogo' and still knows the browser refuses them", async () => {
    const { log, writes } = store(blobRefusal);
    const saver = new DraftSaver(writes, new Map());
    await saver.save(withPhoto(EMPTY_DRAFT, 'p1'));
    await saver.discard();
    expect(saver.photosRefused).toBe(true);
    expect(await saver.save(withPhoto(EMPTY_DRAFT, 'p2'))).toBe('refused');
    expect(log).toEqual(['record -', 'files p1', 'discard', 'record -']);
  });
});

import { describe, expect, it } from 'vitest';
import { captionsById, draftReducer, EMPTY_DRAFT, type CatalogDraft, type DraftPhoto } from './catalog-draft.js';

const photo = (id: string): DraftPhoto => ({ id, name: `${id}.jpg`, file: new File([id], `${id}.jpg`, { type: 'image/jpeg' }) });
const withPhotos = (...ids: string[]): CatalogDraft => draftReducer(EMPTY_DRAFT, { type: 'addPhotos', photos: ids.map(photo) });
const order = (draft: CatalogDraft) => draft.photos.map((p) => p.id).join('');

describe('the catalogue draft', () => {
  it('moves a photo to a new position and keeps the others in order', () => {
    const draft = withPhotos('a', 'b', 'c', 'd');
    expect(order(draftReducer(draft, { type: 'movePhoto', id: 'a', toIndex: 2 }))).toBe('bcad');
    expect(order(draftReducer(draft, { type: 'movePhoto', id: 'd', toIndex: 0 }))).toBe('dabc');
    expect(order(draftReducer(draft, { type: 'movePhoto', id: 'b', toIndex: 99 }))).toBe('acdb');
    expect(draftReducer(draft, { type: 'movePhoto', id: 'zz', toIndex: 0 })).toBe(draft);
  });

  it('sets and clears a caption on one photo only', () => {
    const captioned = draftReducer(withPhotos('a', 'b'), { type: 'setCaption', id: 'b', caption: { name: 'Giacca', price: 129.5 } });
    expect(captionsById(captioned.photos)).toEqual({ b: { name: 'Giacca', price: 129.5 } });
    const cleared = draftReducer(captioned, { type: 'setCaption', id: 'b', caption: undefined });
    expect(captionsById(cleared.photos)).toEqual({});
    expect('caption' in (cleared.photos[1] ?? {})).toBe(false);
  });

  it('gives a waiting caption back to the first photo added again under its file name, once', () => {
    const waiting: CatalogDraft = { ...EMPTY_DRAFT, waitingCaptions: [{ name: 'a.jpg', caption: { name: 'Giacca' } }, { name: 'z.jpg', caption: { sku: 'Z-1' } }] };
    const added = draftReducer(waiting, { type: 'addPhotos', photos: [photo('b'), photo('a'), { ...photo('a'), id: 'a2' }] });
    expect(captionsById(added.photos)).toEqual({ a: { name: 'Giacca' } });
    expect(added.waitingCaptions).toEqual([{ name: 'z.jpg', caption: { sku: 'Z-1' } }]);
  });

  it('removes a brand field given as undefined and keeps the other', () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const branded = draftReducer(EMPTY_DRAFT, { type: 'patchBrand', patch: { logo, accent: '#8a5a44' } });
    expect(draftReducer(branded, { type: 'patchBrand', patch: { logo: undefined } }).brand).toEqual({ accent: '#8a5a44' });
  });

  it('removes one photo or all of them, leaving the settings alone', () => {
    const draft = draftReducer(withPhotos('a', 'b', 'c'), { type: 'patchSettings', patch: { title: 'Estate' } });
    expect(order(draftReducer(draft, { type: 'removePhoto', id: 'b' }))).toBe('ac');
    const cleared = draftReducer(draft, { type: 'clearPhotos' });
    expect(cleared.photos).toEqual([]);
    expect(cleared.settings.title).toBe('Estate');
  });

  it("undoes 'Rimuovi Tutte': the photos come back first, in order, with their captions, before any added since", () => {
    const captioned = draftReducer(withPhotos('a', 'b', 'c'), { type: 'setCaption', id: 'b', caption: { name: 'Giacca' } });
    const removed = captioned.photos;
    const afterwards = draftReducer(draftReducer(captioned, { type: 'clearPhotos' }), { type: 'addPhotos', photos: [photo('d')] });
    const restored = draftReducer(afterwards, { type: 'restorePhotos', photos: removed });
    expect(order(restored)).toBe('abcd');
    expect(restored.photos[1]?.caption).toEqual({ name: 'Giacca' });
    // Restoring twice never duplicates a photo.
    expect(order(draftReducer(restored, { type: 'restorePhotos', photos: removed }))).toBe('abcd');
  });
});

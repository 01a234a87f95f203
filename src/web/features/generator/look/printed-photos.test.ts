import { describe, expect, it } from 'vitest';
import type { PhotoState } from '../../../engine/index.js';
import type { DraftPhoto } from '../draft/catalog-draft.js';
import { printedPhotos } from './printed-photos.js';

const photo = (id: string, extra: Partial<DraftPhoto> = {}): DraftPhoto => ({ id, name: `${id}.jpg`, file: new File([id], `${id}.jpg`), ...extra });
const state = (id: string, extra: Partial<PhotoState>): [string, PhotoState] => [id, { id, name: `${id}.jpg`, status: 'preparing', ...extra }];

describe('the photos the PDF will print', () => {
  it('keeps the draft order, leaves out the photos the engine cannot use and carries what is known', () => {
    const states = new Map([
      state('a', { status: 'ready', thumbnailUrl: 'blob:a', size: { width: 3000, height: 4000 }, preparedBytes: 812_000 }),
      state('b', { status: 'failed', error: 'rotta' }),
      state('c', { status: 'preparing', size: { width: 4000, height: 3000 } }),
    ]);
    const printed = printedPhotos([photo('c'), photo('b'), photo('a', { caption: { name: 'Giacca' } }), photo('d')], states);
    expect(printed).toEqual([
      { id: 'c', name: 'c.jpg', size: { width: 4000, height: 3000 } },
      { id: 'a', name: 'a.jpg', caption: { name: 'Giacca' }, thumbnailUrl: 'blob:a', size: { width: 3000, height: 4000 }, preparedBytes: 812_000 },
      // Not yet seen by the engine: printed, size unknown.
      { id: 'd', name: 'd.jpg' },
    ]);
  });
});

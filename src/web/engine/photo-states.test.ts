import { describe, expect, it } from 'vitest';
import type { PhotoState } from './engine-types.js';
import { keepUnchangedStates } from './photo-states.js';

const ready = (id: string, extra: Partial<PhotoState> = {}): PhotoState => ({
  id,
  name: `${id}.jpg`,
  status: 'ready',
  thumbnailUrl: `blob:${id}`,
  size: { width: 4000, height: 3000 },
  preparedBytes: 120_000,
  ...extra,
});

describe('keepUnchangedStates', () => {
  it('keeps the object of every photo whose state is the same, and takes the new one of a photo that changed', () => {
    const previous = new Map([
      ['a', ready('a')],
      ['b', { id: 'b', name: 'b.jpg', status: 'preparing' } satisfies PhotoState],
    ]);
    const next = keepUnchangedStates(previous, new Map([
      ['a', ready('a')],
      ['b', ready('b')],
    ]));
    expect(next.get('a')).toBe(previous.get('a'));
    expect(next.get('b')).not.toBe(previous.get('b'));
    expect(next.get('b')?.status).toBe('ready');
  });

  it.each<[string, Partial<PhotoState>]>([
    ['status', { status: 'preparing' }],
    ['thumbnail', { thumbnailUrl: 'blob:other' }],
    ['error', { status: 'failed', error: 'Immagine non valida' }],
    ['width', { size: { width: 3000, height: 3000 } }],
    ['height', { size: { width: 4000, height: 4000 } }],
    ['size known only now', { size: undefined }],
    ['prepared bytes', { preparedBytes: 90_000 }],
    ['name', { name: 'rinominata.jpg' }],
  ])('sees a change of %s', (_, change) => {
    const before = ready('a', change);
    const next = keepUnchangedStates(new Map([['a', before]]), new Map([['a', ready('a')]]));
    expect(next.get('a')).not.toBe(before);
    expect(next.get('a')).toEqual(ready('a'));
  });

  it('adds new photos and leaves out removed ones', () => {
    const next = keepUnchangedStates(new Map([['gone', ready('gone')]]), new Map([['new', ready('new')]]));
    expect([...next.keys()]).toEqual(['new']);
  });
});

import { describe, expect, it } from 'vitest';
import { reorderKey } from './reorder-keys.js';

describe('reordering photos with the keyboard', () => {
  it('picks a photo up with Space or Enter and announces where it is', () => {
    expect(reorderKey(' ', null, 'c', 2, 7)).toEqual({
      grab: { id: 'c', origin: 2 },
      announcement: 'Immagine sollevata, posizione 3 di 7. Usa le frecce per spostarla.',
    });
    expect(reorderKey('Enter', null, 'c', 2, 7)?.grab).toEqual({ id: 'c', origin: 2 });
  });

  it('moves the carried photo one place with the arrows, and to the ends with Home and End', () => {
    const grab = { id: 'c', origin: 2 };
    expect(reorderKey('ArrowRight', grab, 'c', 2, 7)).toEqual({ grab, toIndex: 3, announcement: 'Immagine spostata in posizione 4 di 7' });
    expect(reorderKey('ArrowDown', grab, 'c', 3, 7)?.toIndex).toBe(4);
    expect(reorderKey('ArrowLeft', grab, 'c', 2, 7)?.toIndex).toBe(1);
    expect(reorderKey('ArrowUp', grab, 'c', 1, 7)?.toIndex).toBe(0);
    expect(reorderKey('Home', grab, 'c', 4, 7)?.toIndex).toBe(0);
    expect(reorderKey('End', grab, 'c', 4, 7)).toEqual({ grab, toIndex: 6, announcement: 'Immagine spostata in posizione 7 di 7' });
  });

  it('stays at the ends and says so, without a move', () => {
    const grab = { id: 'a', origin: 0 };
    expect(reorderKey('ArrowLeft', grab, 'a', 0, 3)).toEqual({ grab, announcement: 'Immagine spostata in posizione 1 di 3' });
    expect(reorderKey('ArrowRight', { id: 'z', origin: 2 }, 'z', 2, 3)).toEqual({ grab: { id: 'z', origin: 2 }, announcement: 'Immagine spostata in posizione 3 di 3' });
  });

  it('puts the photo down with Space or Enter where it is', () => {
    expect(reorderKey(' ', { id: 'c', origin: 2 }, 'c', 5, 7)).toEqual({ grab: null, announcement: 'Immagine lasciata in posizione 6 di 7' });
    expect(reorderKey('Enter', { id: 'c', origin: 2 }, 'c', 5, 7)?.grab).toBeNull();
  });

  it('puts the photo back where it was picked up on Escape', () => {
    expect(reorderKey('Escape', { id: 'c', origin: 2 }, 'c', 5, 7)).toEqual({
      grab: null,
      toIndex: 2,
      announcement: 'Spostamento annullato: immagine di nuovo in posizione 3 di 7',
    });
    expect(reorderKey('Escape', { id: 'c', origin: 2 }, 'c', 2, 7)).toEqual({ grab: null, announcement: 'Spostamento annullato: immagine di nuovo in posizione 3 di 7' });
  });

  it('leaves other keys, and keys on a photo not being carried, to the browser', () => {
    expect(reorderKey('Tab', { id: 'c', origin: 2 }, 'c', 2, 7)).toBeNull();
    expect(reorderKey('ArrowRight', null, 'c', 2, 7)).toBeNull();
    expect(reorderKey('Escape', null, 'c', 2, 7)).toBeNull();
    expect(reorderKey('ArrowRight', { id: 'a', origin: 0 }, 'c', 2, 7)).toBeNull();
  });

  it('picks up another photo with Space while one is carried', () => {
    expect(reorderKey(' ', { id: 'a', origin: 0 }, 'c', 2, 7)?.grab).toEqual({ id: 'c', origin: 2 });
  });
});

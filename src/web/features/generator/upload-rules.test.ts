import { describe, expect, it } from 'vitest';
import { limitMessage, planUpload } from './upload-rules.js';

const file = (name: string, type: string) => ({ name, type });

describe('upload rules (spec 5)', () => {
  it('refuses types other than JPEG, PNG, GIF, WEBP and HEIC', () => {
    const plan = planUpload([file('a.jpg', 'image/jpeg'), file('b.txt', 'text/plain'), file('c.svg', 'image/svg+xml')], 0, 36);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(plan.unsupported.map((f) => f.name)).toEqual(['b.txt', 'c.svg']);
  });

  it('takes iPhone photos by their HEIC/HEIF type, or by extension when the browser gave no type', () => {
    const plan = planUpload(
      [
        file('IMG_0001.HEIC', ''),
        file('IMG_0002.heic', 'image/heic'),
        file('IMG_0003.heif', 'image/heif'),
        file('IMG_0004.heic', 'application/octet-stream'),
        file('IMG_0005.jpg', ''),
        file('finta.heic', 'text/plain'),
      ],
      0,
      36,
    );
    expect(plan.accepted.map((f) => f.name)).toEqual(['IMG_0001.HEIC', 'IMG_0002.heic', 'IMG_0003.heif', 'IMG_0004.heic']);
    expect(plan.unsupported.map((f) => f.name)).toEqual(['IMG_0005.jpg', 'finta.heic']);
  });

  it('adds only what fits under the limit', () => {
    const files = ['1', '2', '3'].map((n) => file(`${n}.png`, 'image/png'));
    const plan = planUpload(files, 34, 36);
    expect(plan.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(plan.overLimit.map((f) => f.name)).toEqual(['3.png']);
  });

  it('says how many were left out and how many went in, or asks to make room when full', () => {
    expect(limitMessage(36, 2, 3)).toBe('Puoi caricare al massimo 36 immagini per catalogo. 3 immagini non sono state aggiunte: sono entrate solo le prime 2.');
    expect(limitMessage(36, 1, 1)).toBe('Puoi caricare al massimo 36 immagini per catalogo. 1 immagine non è stata aggiunta: è entrata solo la prima.');
    expect(limitMessage(1, 0, 4)).toBe('Puoi caricare al massimo 1 immagine per catalogo. 4 immagini non sono state aggiunte: rimuovine qualcuna per fare spazio.');
  });
});

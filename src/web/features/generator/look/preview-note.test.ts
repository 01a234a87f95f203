import { describe, expect, it } from 'vitest';
import { previewNote } from './preview-note.js';

/** Described pages holding these many photos, numbered from `first`. */
const pages = (counts: number[], first = 1) => counts.map((count, index) => ({ number: first + index, photos: Array.from({ length: count }, () => ({}) as never) }));

describe('the note under the preview', () => {
  it("counts a grid's further photos and pages, as spec 2 words it, before the pages are described", () => {
    expect(previewNote({ layout: 'grid', imagesPerPage: 4 }, 5, undefined)).toBe("Un'altra immagine sarà stampata su 1 pagina aggiuntiva.");
    expect(previewNote({ layout: 'grid', imagesPerPage: 4 }, 36, undefined)).toBe('Altre 32 immagini saranno stampate su 8 pagine aggiuntive.');
  });

  it('counts what the described pages hold: shared last pages, a page of its own, no covers', () => {
    // Five photos at four per page print three and two (decision 1051): two more, not one.
    expect(previewNote({ layout: 'grid', imagesPerPage: 4 }, 5, pages([3, 2]))).toBe('Altre 2 immagini saranno stampate su 1 pagina aggiuntiva.');
    // A cover (page 0) and a back cover (no photos) are not pages of the catalogue's photos.
    expect(previewNote({ layout: 'grid', imagesPerPage: 6 }, 13, [...pages([1], 0), ...pages([6, 6, 1]), ...pages([0], 4)])).toBe('Altre 7 immagini saranno stampate su 2 pagine aggiuntive.');
    expect(previewNote({ layout: 'grid', imagesPerPage: 6 }, 4, pages([4]))).toBeNull();
  });

  it("counts a line sheet's pages, never its photos on a grid it does not have", () => {
    expect(previewNote({ layout: 'line-sheet', imagesPerPage: 4 }, 36, pages([9, 9, 9, 9, 0]))).toBe('Il line sheet continua su altre 4 pagine.');
    expect(previewNote({ layout: 'line-sheet', imagesPerPage: 4 }, 36, pages([36]))).toBeNull();
  });
});

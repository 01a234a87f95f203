import { describe, expect, it } from 'vitest';
import { previewNote } from './preview-note.js';

describe('the note under the preview', () => {
  it("counts a grid's further photos and pages, as spec 2 words it", () => {
    expect(previewNote({ layout: 'grid', imagesPerPage: 4 }, 5, 2)).toBe("Un'altra immagine sarà stampata su 1 pagina aggiuntiva.");
    expect(previewNote({ layout: 'grid', imagesPerPage: 4 }, 36, 9)).toBe('Altre 32 immagini saranno stampate su 8 pagine aggiuntive.');
  });

  it("counts a line sheet's pages, never its photos on a grid it does not have", () => {
    expect(previewNote({ layout: 'line-sheet', imagesPerPage: 4 }, 36, 5)).toBe('Il line sheet continua su altre 4 pagine.');
    expect(previewNote({ layout: 'line-sheet', imagesPerPage: 4 }, 36, 1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { DescribedText, PageDescription } from '../../../../catalog/describe/page-description.js';
import { pageHasItalic } from './page-italic.js';

const line = (italic: boolean): DescribedText => ({ role: 'caption-name', text: 'Abito in seta', size: 9, baseline: 700, centreX: 100, width: 60, colour: '#000000', ...(italic && { italic: true as const }) });
const page = (lines: DescribedText[]) => ({ texts: [], photos: [{ caption: lines }] }) as unknown as PageDescription;

describe('a preview page in the catalogue font’s italic (decision 1105)', () => {
  it('asks for the italic only where a caption is set in it', () => {
    expect(pageHasItalic(page([line(false), line(true)]))).toBe(true);
    expect(pageHasItalic(page([line(false)]))).toBe(false);
  });
});

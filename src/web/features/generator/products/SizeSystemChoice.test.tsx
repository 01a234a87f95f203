// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoCaption, SizeSystem } from '../../../../shared/index.js';
import { SizeSystemChoice } from './SizeSystemChoice.js';

const captions: (PhotoCaption | undefined)[] = [{ name: 'Mocassino', sizes: '38-42' }, { name: 'Giacca', sizeList: ['XS-L'] }, undefined, { name: 'Sciarpa', sizes: 'TU' }];

function Dialog() {
  const [system, setSystem] = useState<SizeSystem>('auto');
  return <SizeSystemChoice captions={captions} value={system} onChange={setSystem} />;
}

afterEach(cleanup);

describe('size system in the import dialog (issue 33.1)', () => {
  it('shows how each range of the file is read, and reads it again when the system changes', () => {
    const view = render(<Dialog />);
    const readings = () => [...view.getByRole('list', { name: 'Taglie lette dal file' }).querySelectorAll('li')].map((item) => item.textContent);
    expect(readings()).toEqual(['«38-42» → 38 40 42', '«XS-L» → XS S M L']);
    fireEvent.change(view.getByLabelText('Taglie scritte come intervallo'), { target: { value: 'shoes' } });
    expect(readings()).toEqual(['«38-42» → 38 39 40 41 42', '«XS-L» → XS S M L']);
  });

  it('says nothing when the file writes no range or list', () => {
    const view = render(<SizeSystemChoice captions={[{ sizes: 'M' }]} value="auto" onChange={() => undefined} />);
    expect(view.container.textContent).toBe('');
  });
});

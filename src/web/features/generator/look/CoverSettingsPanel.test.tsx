// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coverTargetFor, type CoverStyle } from '../../../../catalog/describe/covers.js';
import { effectivePpi } from '../../../../catalog/layout/effective-ppi.js';
import { DEFAULT_COVER_SETTINGS, STANDARD_JPEG, type PublicUser } from '../../../../shared/index.js';
import { LowResolutionNotice } from '../LowResolutionNotice.js';
import { lowResolutionCover } from './cover-ppi.js';
import { CoverSettingsPanel } from './CoverSettingsPanel.js';

const USER: PublicUser = { id: 'u1', username: 'rossi', nomeAzienda: 'Atelier Rossi', nomePersona: 'Anna', telefono: '', email: '', crediti: 3, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const NO_TEXTS = { logo: false, title: '', subtitle: '' };

/** `grown`: the printed box over the prepared-for one, as short texts leave it (0953). */
function panel(size: { width: number; height: number } | undefined, style: CoverStyle, grown?: number) {
  const target = coverTargetFor({ orientation: 'portrait' }, style, NO_TEXTS, 300, STANDARD_JPEG);
  const printed = grown === undefined ? undefined : { boxWidthPt: target.boxWidthPt * grown, boxHeightPt: target.boxHeightPt * grown };
  render(
    <CoverSettingsPanel
      covers={{ ...DEFAULT_COVER_SETTINGS, cover: { enabled: true, photoId: 'copertina', style } }}
      photos={[{ id: 'copertina', name: 'copertina.jpg', ...(size && { size }) }]}
      target={target}
      {...(printed && { printed })}
      user={USER}
      onChange={() => undefined}
    />,
  );
  return target;
}

afterEach(cleanup);

describe('the cover settings panel (issue 25.2)', () => {
  it('warns of a cover that prints under 150 ppi on the whole page, with its ppi, like a photo card', () => {
    const target = panel({ width: 450, height: 600 }, 'full');
    const ppi = Math.floor(effectivePpi(450, 600, target));
    expect(ppi).toBeLessThan(70);
    expect(screen.getByTestId('cover-resolution').textContent).toBe(`Bassa risoluzione: ${ppi} ppi`);
  });

  it('shows the ppi of a sharp cover, no more than the quality prints it at', () => {
    panel({ width: 3000, height: 4000 }, 'frame');
    expect(screen.getByTestId('cover-resolution').textContent).toBe('Stampa a 300 ppi');
  });

  it('judges the cover where the described page prints it: the pixels prepared for the smaller box, spread wider', () => {
    panel({ width: 3000, height: 4000 }, 'frame', 1.1);
    expect(screen.getByTestId('cover-resolution').textContent).toBe('Stampa a 272 ppi');
  });

  it('says nothing before the photo is read', () => {
    panel(undefined, 'full');
    expect(screen.queryByTestId('cover-resolution')).toBeNull();
  });
});

describe('the low-resolution summary beside the generate step (issue 25.2)', () => {
  it('names a cover that prints under 150 ppi, and not a sharp one', () => {
    const target = coverTargetFor({ orientation: 'portrait' }, 'full', NO_TEXTS, 300, STANDARD_JPEG);
    expect(lowResolutionCover({ name: 'grande.jpg', size: { width: 3000, height: 4000 } }, target)).toBeUndefined();
    const cover = lowResolutionCover({ name: 'piccola.jpg', size: { width: 450, height: 600 } }, target);
    render(<LowResolutionNotice photos={[]} states={new Map()} targets={new Map()} cover={cover} />);
    expect(screen.getByTestId('low-resolution-summary').textContent).toMatch(/la copertina \(piccola\.jpg, \d+ ppi\)/);
  });
});

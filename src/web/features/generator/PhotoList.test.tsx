// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoState } from '../../engine/index.js';
import { TooltipProvider } from '../../ui/Tooltip.js';
import type { DraftPhoto } from './draft/catalog-draft.js';
import type * as ImageCardModule from './ImageCard.js';
import type * as DndKit from '@dnd-kit/core';
import { STANDARD_JPEG } from '../../../shared/quality.js';
import { PhotoList } from './PhotoList.js';

/** Every render of a card, by photo name: the real card, counted on its way through. */
const cardRenders = vi.hoisted(() => new Map<string, number>());
/** Renders of dnd-kit's context: each one has React search every card for its readers. */
const dragContextRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const dndKit = await importOriginal<typeof DndKit>();
  return {
    ...dndKit,
    DndContext: (props: Parameters<typeof dndKit.DndContext>[0]) => {
      dragContextRenders.count++;
      return <dndKit.DndContext {...props} />;
    },
  };
});
vi.mock('./ImageCard.js', async (importOriginal) => {
  const { ImageCard } = await importOriginal<typeof ImageCardModule>();
  return {
    ImageCard: (props: Parameters<typeof ImageCard>[0]) => {
      cardRenders.set(props.name, (cardRenders.get(props.name) ?? 0) + 1);
      return ImageCard(props);
    },
  };
});

const PHOTOS: DraftPhoto[] = Array.from({ length: 12 }, (_, index) => ({
  id: `foto-${index}`,
  name: `foto-${index}.jpg`,
  file: new File([new Uint8Array(8)], `foto-${index}.jpg`, { type: 'image/jpeg' }),
}));
const TARGET = { boxWidthPt: 250, boxHeightPt: 280, maxPpi: 300, jpeg: STANDARD_JPEG };
const preparing = (photo: DraftPhoto): PhotoState => ({ id: photo.id, name: photo.name, status: 'preparing' });

function listWith(states: ReadonlyMap<string, PhotoState>) {
  // New callbacks, target and problems at every render, as the generator page passes them.
  return (
    <TooltipProvider>
      <PhotoList
        photos={PHOTOS}
        states={states}
        targets={new Map(PHOTOS.map((photo) => [photo.id, { ...TARGET }]))}
        language="Italiano"
        currency="EUR"
        captionProblems={new Map()}
        onMove={() => undefined}
        onCaption={() => undefined}
        onRemove={() => undefined}
      />
    </TooltipProvider>
  );
}

afterEach(cleanup);

describe('PhotoList while photos prepare', () => {
  it('re-renders only the card whose photo changed, not its neighbours', () => {
    const states = new Map(PHOTOS.map((photo) => [photo.id, preparing(photo)]));
    const view = render(listWith(states));
    expect(view.getAllByTestId('image-card')).toHaveLength(PHOTOS.length);
    cardRenders.clear();

    // One photo is ready; the others keep their state objects, as the engine hands them on.
    const next = new Map(states);
    next.set('foto-3', { ...preparing(PHOTOS[3]!), status: 'ready', size: { width: 4000, height: 3000 } });
    act(() => view.rerender(listWith(next)));
    expect(Object.fromEntries(cardRenders)).toEqual({ 'foto-3.jpg': 1 });
    expect(view.getAllByTestId('image-card')[3]?.dataset.status).toBe('ready');

    cardRenders.clear();
    act(() => view.rerender(listWith(next)));
    expect(cardRenders.size).toBe(0);
  });

  it('leaves the drag context unrendered when only photos\' states change', () => {
    const states = new Map(PHOTOS.map((photo) => [photo.id, preparing(photo)]));
    const view = render(listWith(states));
    dragContextRenders.count = 0;
    for (const [index, photo] of PHOTOS.entries()) {
      const next = new Map(states);
      next.set(photo.id, { ...preparing(photo), status: 'ready', size: { width: 4000, height: 3000 } });
      act(() => view.rerender(listWith(next)));
      expect(view.getAllByTestId('image-card')[index]?.dataset.status).toBe('ready');
    }
    expect(dragContextRenders.count).toBe(0);
  });
});

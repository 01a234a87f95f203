import { DndContext, pointerWithin, type DragEndEvent } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lowResolutionPpi } from '../../../catalog/layout/effective-ppi.js';
import type { PrepareTarget } from '../../../catalog/types.js';
import type { LanguageCode, PhotoCaption } from '../../../shared/index.js';
import type { PhotoState } from '../../engine/index.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { CaptionEditor } from './CaptionEditor.js';
import type { DraftPhoto } from './draft/catalog-draft.js';
import { DRAFT_TEXTS } from './draft/draft-texts.js';
import { ImageCard } from './ImageCard.js';
import { CARD_DRAG_ACCESSIBILITY, useCardSensors } from './reorder/drag-sensors.js';
import { MoveButtons } from './reorder/MoveButtons.js';
import { reorderKey, type KeyboardGrab } from './reorder/reorder-keys.js';
import { useCardDrag } from './reorder/use-card-drag.js';
import type { TextProblems } from './text-problems.js';

interface PhotoListProps {
  photos: readonly DraftPhoto[];
  states: ReadonlyMap<string, PhotoState>;
  /** The box a photo fills in the current layout: says which would print under 150 ppi. */
  target: PrepareTarget;
  language: LanguageCode;
  /** Captions that would not print as typed, by photo id (issue 11.2, 11.5). */
  captionProblems: TextProblems['captions'];
  onMove: (id: string, toIndex: number) => void;
  onCaption: (id: string, caption: PhotoCaption | undefined) => void;
  onRemove: (id: string) => void;
}

/** The photo's effective ppi once its size is known, when under 150 ppi (issue 11.6). */
function lowResolutionOf(state: PhotoState | undefined, target: PrepareTarget): number | undefined {
  return state?.size ? lowResolutionPpi(state.size.width, state.size.height, target) : undefined;
}

interface PhotoListItemProps {
  photo: DraftPhoto;
  position: number;
  state: PhotoState | undefined;
  /** Lifted by the keyboard: shown as the dragged card is. */
  grabbed: boolean;
  lowResolutionPpi: number | undefined;
  handle: ReactNode;
  onRemove: () => void;
  children: ReactNode;
}

/** One card, wired for the pointer: dragged by mouse or finger, or a place another card is dropped on. */
function PhotoListItem({ photo, position, state, grabbed, lowResolutionPpi, handle, onRemove, children }: PhotoListItemProps) {
  const drag = useCardDrag(photo.id);
  const lifted = drag.isDragging || grabbed;
  return (
    <ImageCard
      name={photo.name}
      position={position}
      state={state}
      onRemove={onRemove}
      handle={handle}
      lowResolutionPpi={lowResolutionPpi}
      itemProps={{
        ref: drag.ref,
        ...drag.listeners,
        style: drag.style,
        'data-dragging': drag.isDragging ? 'true' : undefined,
        className: [
          // A held finger must not select text or open the photo's menu instead of lifting the card.
          'cursor-grab touch-manipulation select-none [-webkit-touch-callout:none]',
          lifted ? 'opacity-80 shadow-xl ring-2 ring-accent' : '',
          drag.isOver && !drag.isDragging ? 'ring-2 ring-accent ring-offset-2' : '',
        ].join(' '),
      }}
    >
      {children}
    </ImageCard>
  );
}

/**
 * The photo cards in print order (beyond issue, issue 15): a card is dragged onto another to take
 * its place, by mouse or by a held finger, moved with 'Sposta prima' / 'Sposta dopo', or moved with
 * the keyboard from its handle; every move is announced (docs/decisions/0630, 0790).
 */
export function PhotoList({ photos, states, target, language, captionProblems, onMove, onCaption, onRemove }: PhotoListProps) {
  const [grab, setGrab] = useState<KeyboardGrab | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useCardSensors();
  /** The control to focus again after a move: React may have moved its card's node, dropping focus. */
  const refocus = useRef<HTMLElement | null>(null);
  const instructionsId = useId();
  const count = photos.length;

  useLayoutEffect(() => {
    if (refocus.current === null) return;
    refocus.current.focus();
    refocus.current = null;
  }, [photos]);

  const move = (id: string, toIndex: number, focused?: HTMLElement) => {
    if (focused) refocus.current = focused;
    onMove(id, toIndex);
    setAnnouncement(DRAFT_TEXTS.moved(toIndex + 1, count));
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    const result = reorderKey(event.key, grab, id, index, count);
    if (!result) return;
    event.preventDefault();
    setGrab(result.grab);
    setAnnouncement(result.announcement);
    if (result.toIndex !== undefined) {
      refocus.current = event.currentTarget;
      onMove(id, result.toIndex);
    }
  };

  // Leaving the handle for another control puts the photo down where it is.
  const onHandleBlur = (handle: HTMLButtonElement, id: string) => {
    if (grab?.id === id && refocus.current !== handle) setGrab(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const toIndex = photos.findIndex((photo) => photo.id === over.id);
    if (toIndex >= 0) move(String(active.id), toIndex);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} accessibility={CARD_DRAG_ACCESSIBILITY} onDragStart={() => setGrab(null)} onDragEnd={onDragEnd}>
      <p id={instructionsId} className="sr-only">
        {DRAFT_TEXTS.reorderInstructions}
      </p>
      <p aria-live="assertive" className="sr-only" data-testid="reorder-announcement">
        {announcement}
      </p>
      {/* Spec 2: 1 column on small screens, 2 on medium, 4 on large. */}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4" aria-label="Immagini caricate">
        {photos.map((photo, index) => (
          <PhotoListItem
            key={photo.id}
            photo={photo}
            position={index + 1}
            state={states.get(photo.id)}
            grabbed={grab?.id === photo.id}
            lowResolutionPpi={lowResolutionOf(states.get(photo.id), target)}
            onRemove={() => onRemove(photo.id)}
            handle={
              <Tooltip label="Trascina o usa la tastiera per spostare">
                <button
                  type="button"
                  aria-label={DRAFT_TEXTS.moveHandle(photo.name, index + 1, count)}
                  aria-describedby={instructionsId}
                  aria-pressed={grab?.id === photo.id}
                  onKeyDown={(event) => onHandleKey(event, photo.id, index)}
                  onBlur={(event) => onHandleBlur(event.currentTarget, photo.id)}
                  className="shrink-0 cursor-grab rounded-full p-1.5 text-muted hover:bg-accent-soft hover:text-ink aria-pressed:bg-accent aria-pressed:text-white"
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </button>
              </Tooltip>
            }
          >
            <MoveButtons name={photo.name} index={index} count={count} onMove={(toIndex, button) => move(photo.id, toIndex, button)} />
            <CaptionEditor
              name={photo.name}
              caption={photo.caption}
              language={language}
              position={index + 1}
              problem={captionProblems.get(photo.id)}
              onChange={(caption) => onCaption(photo.id, caption)}
            />
          </PhotoListItem>
        ))}
      </ul>
    </DndContext>
  );
}

import { DndContext, pointerWithin, type DragEndEvent } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PrepareTarget } from '../../../catalog/types.js';
import type { Currency, LanguageCode, PhotoCaption } from '../../../shared/index.js';
import type { PhotoState } from '../../engine/index.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { CardFactsStore, cardFacts, useCardFacts } from './card-facts.js';
import { CaptionEditor } from './CaptionEditor.js';
import type { DraftPhoto } from './draft/catalog-draft.js';
import { DRAFT_TEXTS } from './draft/draft-texts.js';
import { ImageCard } from './ImageCard.js';
import { CARD_DRAG_ACCESSIBILITY, useCardSensors } from './reorder/drag-sensors.js';
import { MoveButtons } from './reorder/MoveButtons.js';
import { reorderKey, type KeyboardGrab } from './reorder/reorder-keys.js';
import { useCardDrag } from './reorder/use-card-drag.js';
import { useMountedInSteps } from './use-mounted-in-steps.js';
import type { TextProblems } from './text-problems.js';

interface PhotoListProps {
  photos: readonly DraftPhoto[];
  states: ReadonlyMap<string, PhotoState>;
  /** The box each photo fills in the current layout, by id: says which would print under 150 ppi. */
  targets: ReadonlyMap<string, PrepareTarget>;
  language: LanguageCode;
  currency: Currency;
  /** Captions that would not print as typed, by photo id (issue 11.2, 11.5). */
  captionProblems: TextProblems['captions'];
  onMove: (id: string, toIndex: number) => void;
  onCaption: (id: string, caption: PhotoCaption | undefined) => void;
  onRemove: (id: string) => void;
}

/**
 * A commit of this many new cards (issue 37.4): while two photo workers hold both cores the page's
 * main thread runs a quarter of the time, so a commit of 6 cards (10.6 ms of CPU) lasted 42 ms and
 * those of 12 took 43-72 ms (decisions 1064, 1081). Four keep each commit near 7 ms of CPU.
 */
const CARDS_PER_STEP = 4;

/** What a card asks of the list; one stable object, so that a card re-renders only for its own photo. */
interface CardActions {
  move(id: string, toIndex: number, focused?: HTMLElement): void;
  handleKey(event: KeyboardEvent<HTMLButtonElement>, id: string, index: number): void;
  handleBlur(handle: HTMLButtonElement, id: string): void;
  caption(id: string, caption: PhotoCaption | undefined): void;
  remove(id: string): void;
  dragStart(): void;
  dragEnd(event: DragEndEvent): void;
}

interface PhotoListItemProps {
  photo: DraftPhoto;
  index: number;
  count: number;
  /** Where the card reads its photo's state, resolution and caption problem. */
  facts: CardFactsStore;
  /** Lifted by the keyboard: shown as the dragged card is. */
  grabbed: boolean;
  language: LanguageCode;
  currency: Currency;
  instructionsId: string;
  actions: CardActions;
}

/**
 * One card, wired for the pointer: dragged by mouse or finger, or a place another card is dropped on.
 * Memoised, so that a photo's new state renders its own card, not all of them (0910).
 */
const PhotoListItem = memo(function PhotoListItem({
  photo,
  index,
  count,
  facts,
  grabbed,
  language,
  currency,
  instructionsId,
  actions,
}: PhotoListItemProps) {
  const drag = useCardDrag(photo.id);
  const { state, lowResolutionPpi, captionProblem } = useCardFacts(facts, photo.id);
  const lifted = drag.isDragging || grabbed;
  return (
    <ImageCard
      name={photo.name}
      position={index + 1}
      state={state}
      onRemove={() => actions.remove(photo.id)}
      handle={
        <Tooltip label="Trascina o usa la tastiera per spostare">
          <button
            type="button"
            aria-label={DRAFT_TEXTS.moveHandle(photo.name, index + 1, count)}
            aria-describedby={instructionsId}
            aria-pressed={grabbed}
            onKeyDown={(event) => actions.handleKey(event, photo.id, index)}
            onBlur={(event) => actions.handleBlur(event.currentTarget, photo.id)}
            className="shrink-0 cursor-grab rounded-full p-1.5 text-muted hover:bg-accent-soft hover:text-ink aria-pressed:bg-accent aria-pressed:text-white"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      }
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
      <MoveButtons name={photo.name} index={index} count={count} onMove={(toIndex, button) => actions.move(photo.id, toIndex, button)} />
      <CaptionEditor
        name={photo.name}
        caption={photo.caption}
        language={language}
        currency={currency}
        position={index + 1}
        problem={captionProblem}
        onChange={(caption) => actions.caption(photo.id, caption)}
      />
    </ImageCard>
  );
});

/**
 * The photo cards in print order (beyond issue, issue 15): a card is dragged onto another to take
 * its place, by mouse or by a held finger, moved with 'Sposta prima' / 'Sposta dopo', or moved with
 * the keyboard from its handle; every move is announced (docs/decisions/0630, 0790). Memoised:
 * each render of the list renders dnd-kit's context, whose new value has React search every card
 * for its readers (tens of milliseconds at 100 photos), so the list renders only for its own props.
 */
export const PhotoList = memo(function PhotoList({ photos, states, targets, language, currency, captionProblems, onMove, onCaption, onRemove }: PhotoListProps) {
  const [grab, setGrab] = useState<KeyboardGrab | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useCardSensors();
  /** The control to focus again after a move: React may have moved its card's node, dropping focus. */
  const refocus = useRef<HTMLElement | null>(null);
  const instructionsId = useId();
  const count = photos.length;
  // New cards mount a few at a time, each batch rendered in slices and committed on its own, so a
  // drop of 100 photos does not hold the page in one long task; the cards shown, and the positions
  // their handlers read, are always the draft's own (0910).
  const mounted = useMountedInSteps(count, CARDS_PER_STEP);

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

  // The cards and the drag context call the handlers of the latest render through one object that never changes.
  const latest = useRef<CardActions | null>(null);
  useLayoutEffect(() => {
    latest.current = { move, handleKey: onHandleKey, handleBlur: onHandleBlur, caption: onCaption, remove: onRemove, dragStart: () => setGrab(null), dragEnd: onDragEnd };
  });
  const actions = useMemo<CardActions>(
    () => ({
      move: (...args) => latest.current?.move(...args),
      handleKey: (...args) => latest.current?.handleKey(...args),
      handleBlur: (...args) => latest.current?.handleBlur(...args),
      caption: (...args) => latest.current?.caption(...args),
      remove: (...args) => latest.current?.remove(...args),
      dragStart: () => latest.current?.dragStart(),
      dragEnd: (event) => latest.current?.dragEnd(event),
    }),
    [],
  );

  // The photos' states reach the cards through the store, not through this render.
  const [facts] = useState(() => new CardFactsStore());
  const ids = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const published = useMemo(() => cardFacts(ids, states, targets, captionProblems, facts.current()), [ids, states, targets, captionProblems, facts]);
  useLayoutEffect(() => facts.publish(published), [facts, published]);

  // The same element while the photos, their order and the grab stand: React then leaves the drag
  // context and the cards unrendered when only a photo's state changed.
  const cards = useMemo(
    () => (
      <DndContext sensors={sensors} collisionDetection={pointerWithin} accessibility={CARD_DRAG_ACCESSIBILITY} onDragStart={actions.dragStart} onDragEnd={actions.dragEnd}>
        {/* Spec 2: 1 column on small screens, 2 on medium, 4 on large. */}
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4" aria-label="Immagini caricate">
          {photos.slice(0, mounted).map((photo, index) => (
            <PhotoListItem
              key={photo.id}
              photo={photo}
              index={index}
              count={count}
              facts={facts}
              grabbed={grab?.id === photo.id}
              language={language}
              currency={currency}
              instructionsId={instructionsId}
              actions={actions}
            />
          ))}
        </ul>
      </DndContext>
    ),
    [sensors, actions, photos, mounted, count, facts, grab, language, currency, instructionsId],
  );

  return (
    <>
      <p id={instructionsId} className="sr-only">
        {DRAFT_TEXTS.reorderInstructions}
      </p>
      <p aria-live="assertive" className="sr-only" data-testid="reorder-announcement">
        {announcement}
      </p>
      {cards}
    </>
  );
});

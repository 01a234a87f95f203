import { GripVertical } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { LanguageCode, PhotoCaption } from '../../../shared/index.js';
import type { PhotoState } from '../../engine/index.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { CaptionEditor } from './CaptionEditor.js';
import type { DraftPhoto } from './draft/catalog-draft.js';
import { DRAFT_TEXTS } from './draft/draft-texts.js';
import { reorderKey, type KeyboardGrab } from './draft/reorder-keys.js';
import { ImageCard } from './ImageCard.js';

interface PhotoListProps {
  photos: readonly DraftPhoto[];
  states: ReadonlyMap<string, PhotoState>;
  language: LanguageCode;
  onMove: (id: string, toIndex: number) => void;
  onCaption: (id: string, caption: PhotoCaption | undefined) => void;
  onRemove: (id: string) => void;
}

/**
 * The photo cards in print order (beyond issue): a card is dragged onto another to take its place,
 * or moved with the keyboard from its handle; every move is announced (docs/decisions/0630).
 */
export function PhotoList({ photos, states, language, onMove, onCaption, onRemove }: PhotoListProps) {
  const [grab, setGrab] = useState<KeyboardGrab | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  /** The handle to focus again after a keyboard move: React may have moved its node, dropping focus. */
  const refocus = useRef<string | null>(null);
  const instructionsId = useId();
  const count = photos.length;

  useLayoutEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [photos]);

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, id: string, index: number) => {
    const result = reorderKey(event.key, grab, id, index, count);
    if (!result) return;
    event.preventDefault();
    setGrab(result.grab);
    setAnnouncement(result.announcement);
    if (result.toIndex !== undefined) {
      refocus.current = id;
      onMove(id, result.toIndex);
    }
  };

  // Leaving the handle for another control puts the photo down where it is.
  const onHandleBlur = (id: string) => {
    if (grab?.id === id && refocus.current !== id) setGrab(null);
  };

  const dragProps = (id: string, index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      setDragged(id);
      setGrab(null);
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      // Only cards are taken here: files from the desktop belong to the upload zone.
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(id);
    },
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      if (dragged !== id) {
        onMove(dragged, index);
        setAnnouncement(DRAFT_TEXTS.moved(index + 1, count));
      }
      setDragged(null);
      setDropTarget(null);
    },
    onDragEnd: () => {
      setDragged(null);
      setDropTarget(null);
    },
    className: [
      'cursor-grab',
      dragged === id || grab?.id === id ? 'opacity-60 ring-2 ring-accent' : '',
      dropTarget === id && dragged !== id ? 'ring-2 ring-accent ring-offset-2' : '',
    ].join(' '),
  });

  return (
    <>
      <p id={instructionsId} className="sr-only">
        {DRAFT_TEXTS.reorderInstructions}
      </p>
      <p aria-live="assertive" className="sr-only" data-testid="reorder-announcement">
        {announcement}
      </p>
      {/* Spec 2: 1 column on small screens, 2 on medium, 4 on large. */}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4" aria-label="Immagini caricate">
        {photos.map((photo, index) => (
          <ImageCard
            key={photo.id}
            name={photo.name}
            position={index + 1}
            state={states.get(photo.id)}
            onRemove={() => onRemove(photo.id)}
            itemProps={dragProps(photo.id, index)}
            handle={
              <Tooltip label="Trascina o usa la tastiera per spostare">
                <button
                  type="button"
                  ref={(node) => {
                    if (node) handles.current.set(photo.id, node);
                    else handles.current.delete(photo.id);
                  }}
                  aria-label={DRAFT_TEXTS.moveHandle(photo.name, index + 1, count)}
                  aria-describedby={instructionsId}
                  aria-pressed={grab?.id === photo.id}
                  onKeyDown={(event) => onHandleKey(event, photo.id, index)}
                  onBlur={() => onHandleBlur(photo.id)}
                  className="shrink-0 cursor-grab rounded-full p-1.5 text-muted hover:bg-accent-soft hover:text-ink aria-pressed:bg-accent aria-pressed:text-white"
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </button>
              </Tooltip>
            }
          >
            <CaptionEditor name={photo.name} caption={photo.caption} language={language} onChange={(caption) => onCaption(photo.id, caption)} />
          </ImageCard>
        ))}
      </ul>
    </>
  );
}

import { Move } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { DescribedPhoto, PageDescription } from '../../../../catalog/describe/page-description.js';
import { focusAfterMove, focusAfterStep, visibleFocus, type Focus } from '../../../../catalog/layout/focal-point.js';
import type { Rect, Size } from '../../../../catalog/layout/geometry.js';
import type { PrintedPhoto } from './printed-photos.js';

/** An arrow key moves the view by this share of the photo. */
const KEY_STEP = 0.05;

const KEY_MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface FocusHandlesProps {
  page: PageDescription;
  /** In print order: a described photo's `index` points here. */
  photos: readonly PrintedPhoto[];
  onFocus: (id: string, focus: Focus) => void;
}

/**
 * Issue 26.1: over each cropped photo of the previewed page, a control that moves what the crop
 * keeps in view. Dragging moves the photo in its frame, as in any crop tool; the arrow keys move
 * the view across the photo, as they scroll a page. Either way the focal point stored is the point
 * the frame's centre shows, so no move is lost against an edge.
 */
export function FocusHandles({ page, photos, onFocus }: FocusHandlesProps) {
  return page.photos.map((placed) => {
    const photo = photos[placed.index];
    if (!placed.image || !photo?.thumbnailUrl) return null;
    return <FocusHandle key={photo.id} placed={{ frame: placed.frame, image: placed.image }} page={page.size} name={photo.name} onFocus={(focus) => onFocus(photo.id, focus)} />;
  });
}

interface FocusHandleProps {
  placed: Required<Pick<DescribedPhoto, 'frame' | 'image'>>;
  page: Size;
  name: string;
  onFocus: (focus: Focus) => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  /** Where the photo was drawn when the drag began: every move is measured from there. */
  image: Rect;
  pointsPerPixel: number;
}

function percent(value: number, of: number): string {
  return `${(value / of) * 100}%`;
}

function FocusHandle({ placed: { frame, image }, page, name, onFocus }: FocusHandleProps) {
  const drag = useRef<Drag | null>(null);
  // The point last keyed: presses faster than the preview redraws build on it, not on the old crop.
  const keyed = useRef<Focus | null>(null);
  const [x, y] = visibleFocus(frame, image);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const pointsPerPixel = frame.width / event.currentTarget.getBoundingClientRect().width;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, image, pointsPerPixel };
    keyed.current = null;
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    onFocus(focusAfterMove(frame, start.image, (event.clientX - start.x) * start.pointsPerPixel, (event.clientY - start.y) * start.pointsPerPixel));
  };
  const onPointerEnd = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    // The preview turns pages with the left and right arrows: not while a photo has the focus.
    event.preventDefault();
    event.stopPropagation();
    keyed.current = focusAfterStep(frame, image, keyed.current ?? [x, y], move[0] * KEY_STEP, move[1] * KEY_STEP);
    onFocus(keyed.current);
  };
  return (
    <button
      type="button"
      className="group absolute flex touch-none cursor-move items-center justify-center outline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
      style={{ left: percent(frame.x, page.width), top: percent(frame.y, page.height), width: percent(frame.width, page.width), height: percent(frame.height, page.height) }}
      aria-label={`Inquadratura di ${name}: trascina la foto o usa le frecce per scegliere cosa resta in vista (${Math.round(x * 100)}% da sinistra, ${Math.round(y * 100)}% dall'alto)`}
      title="Trascina per scegliere cosa resta in vista"
      data-testid="focus-handle"
      data-focus={`${x.toFixed(3)},${y.toFixed(3)}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      onBlur={() => {
        keyed.current = null;
      }}
    >
      <Move aria-hidden="true" className="size-5 rounded-full bg-white/80 p-0.5 text-ink opacity-0 shadow group-hover:opacity-100 group-focus-visible:opacity-100" />
    </button>
  );
}

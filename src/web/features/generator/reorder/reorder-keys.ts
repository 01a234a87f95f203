/**
 * Keyboard reordering of the photo cards (the beyond issue), as a pure function of the key pressed
 * on a card's handle: Space or Enter picks the photo up and puts it down, the arrows move it one
 * place, Home and End to the ends, Escape puts it back where it was picked up.
 */
import { DRAFT_TEXTS } from '../draft/draft-texts.js';

/** The photo being carried by the keyboard, and where it was picked up. */
export interface KeyboardGrab {
  id: string;
  origin: number;
}

export interface ReorderKeyResult {
  grab: KeyboardGrab | null;
  /** Where the photo goes now, when it moves. */
  toIndex?: number;
  /** What a screen reader announces. */
  announcement: string;
}

const STEPS: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/** null when the key means nothing here, so the browser keeps its own behaviour (Tab). */
export function reorderKey(key: string, grab: KeyboardGrab | null, id: string, index: number, count: number): ReorderKeyResult | null {
  const position = (at: number) => [at + 1, count] as const;
  const carrying = grab?.id === id ? grab : null;
  if (key === ' ' || key === 'Enter') {
    return carrying
      ? { grab: null, announcement: DRAFT_TEXTS.dropped(...position(index)) }
      : { grab: { id, origin: index }, announcement: DRAFT_TEXTS.picked(...position(index)) };
  }
  if (!carrying) return null;
  if (key === 'Escape') {
    return { grab: null, ...(carrying.origin !== index && { toIndex: carrying.origin }), announcement: DRAFT_TEXTS.cancelled(...position(carrying.origin)) };
  }
  const step = STEPS[key];
  const target = key === 'Home' ? 0 : key === 'End' ? count - 1 : step === undefined ? null : index + step;
  if (target === null) return null;
  const toIndex = Math.max(0, Math.min(count - 1, target));
  return { grab: carrying, ...(toIndex !== index && { toIndex }), announcement: DRAFT_TEXTS.moved(...position(toIndex)) };
}

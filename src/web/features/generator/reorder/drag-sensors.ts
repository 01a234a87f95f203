/**
 * Pointer reordering of the photo cards with @dnd-kit/core (docs/decisions/0790): a mouse drags
 * after 5 px, a finger after holding still for 250 ms (so a swipe still scrolls the page). A press
 * that starts in a text field never drags: it selects text.
 */
import { MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type MouseSensorOptions, type TouchSensorOptions } from '@dnd-kit/core';
import type { MouseEvent as ReactMouseEvent, TouchEvent as ReactTouchEvent } from 'react';
import { DRAFT_TEXTS } from '../draft/draft-texts.js';

function startsInField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

class CardMouseSensor extends MouseSensor {
  static override activators = MouseSensor.activators.map(({ eventName, handler }) => ({
    eventName,
    handler: (event: ReactMouseEvent, options: MouseSensorOptions) => !startsInField(event.nativeEvent.target) && handler(event, options),
  }));
}

class CardTouchSensor extends TouchSensor {
  static override activators = TouchSensor.activators.map(({ eventName, handler }) => ({
    eventName,
    handler: (event: ReactTouchEvent, options: TouchSensorOptions) => !startsInField(event.nativeEvent.target) && handler(event, options),
  }));
}

export const TOUCH_HOLD_MS = 250;

// Constants, not literals in the hook: useSensor memoises on its options' identity, and new sensors
// give every draggable card a new context, so each render of the list re-rendered all its cards.
const MOUSE_OPTIONS: MouseSensorOptions = { activationConstraint: { distance: 5 } };
const TOUCH_OPTIONS: TouchSensorOptions = { activationConstraint: { delay: TOUCH_HOLD_MS, tolerance: 8 } };

export function useCardSensors() {
  return useSensors(useSensor(CardMouseSensor, MOUSE_OPTIONS), useSensor(CardTouchSensor, TOUCH_OPTIONS));
}

/** The list announces every move itself, in Italian, as the keyboard does: the kit stays silent. */
const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export const CARD_DRAG_ACCESSIBILITY = { announcements: SILENT, screenReaderInstructions: { draggable: DRAFT_TEXTS.dragInstructions } };

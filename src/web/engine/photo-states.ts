import type { PhotoState } from './engine-types.js';

function sameState(a: PhotoState, b: PhotoState): boolean {
  return (
    a.name === b.name &&
    a.status === b.status &&
    a.thumbnailUrl === b.thumbnailUrl &&
    a.error === b.error &&
    a.size?.width === b.size?.width &&
    a.size?.height === b.size?.height &&
    a.preparedBytes === b.preparedBytes &&
    a.centreColour === b.centreColour
  );
}

/**
 * The new states, each photo's object kept from the previous ones where nothing in it changed: a
 * photo card compares its state by identity and re-renders only when its own photo moved on.
 */
export function keepUnchangedStates(previous: ReadonlyMap<string, PhotoState>, next: Map<string, PhotoState>): Map<string, PhotoState> {
  for (const [id, state] of next) {
    const before = previous.get(id);
    if (before && sameState(before, state)) next.set(id, before);
  }
  return next;
}

/**
 * What a photo card shows that changes while photos prepare (its state, a low resolution, a
 * caption that would not print), held outside React's props. Each card reads its own, so a
 * photo's new state renders that card alone and never the list around it: every render of the
 * list renders dnd-kit's context, whose new value has React search each of 100 cards' subtrees
 * for its readers, 400 ms of the main thread over a drop of 100 photos (issue 37.4).
 */
import { startTransition, useEffect, useState } from 'react';
import { lowResolutionPpi } from '../../../catalog/layout/effective-ppi.js';
import type { PrepareTarget } from '../../../catalog/types.js';
import type { PhotoState } from '../../engine/index.js';
import type { FieldProblem } from './text-problems.js';

export interface CardFacts {
  state: PhotoState | undefined;
  /** The photo's effective ppi once its size is known, when under 150 ppi (issue 11.6). */
  lowResolutionPpi: number | undefined;
  captionProblem: FieldProblem | undefined;
}

const NO_FACTS: CardFacts = { state: undefined, lowResolutionPpi: undefined, captionProblem: undefined };

function lowResolutionOf(state: PhotoState | undefined, target: PrepareTarget | undefined): number | undefined {
  return state?.size && target ? lowResolutionPpi(state.size.width, state.size.height, target) : undefined;
}

const sameFacts = (a: CardFacts, b: CardFacts) => a.state === b.state && a.lowResolutionPpi === b.lowResolutionPpi && a.captionProblem === b.captionProblem;

/** Each photo's facts; an unchanged photo keeps its object from `previous`, so its card is not told. */
export function cardFacts(
  ids: readonly string[],
  states: ReadonlyMap<string, PhotoState>,
  targets: ReadonlyMap<string, PrepareTarget>,
  captionProblems: ReadonlyMap<string, FieldProblem>,
  previous: ReadonlyMap<string, CardFacts>,
): ReadonlyMap<string, CardFacts> {
  const facts = new Map<string, CardFacts>();
  for (const id of ids) {
    const state = states.get(id);
    const next = { state, lowResolutionPpi: lowResolutionOf(state, targets.get(id)), captionProblem: captionProblems.get(id) };
    const kept = previous.get(id);
    facts.set(id, kept && sameFacts(kept, next) ? kept : next);
  }
  return facts;
}

export class CardFactsStore {
  private facts: ReadonlyMap<string, CardFacts> = new Map();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(id: string): CardFacts {
    return this.facts.get(id) ?? NO_FACTS;
  }

  current(): ReadonlyMap<string, CardFacts> {
    return this.facts;
  }

  /** Tells the cards whose facts changed. */
  publish(next: ReadonlyMap<string, CardFacts>): void {
    const previous = this.facts;
    this.facts = next;
    for (const [id, listeners] of this.listeners) {
      if (previous.get(id) !== next.get(id)) for (const listener of listeners) listener();
    }
  }

  subscribe(id: string, listener: () => void): () => void {
    const listeners = this.listeners.get(id) ?? new Set();
    this.listeners.set(id, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(id);
    };
  }
}

/**
 * One card's facts. Its updates render as transitions, in slices, as the list's did (a new layout
 * changes every card's target at once); a card mounted before its facts were published reads them
 * once it subscribes.
 */
export function useCardFacts(store: CardFactsStore, id: string): CardFacts {
  const [facts, setFacts] = useState(() => store.get(id));
  useEffect(() => {
    const update = () => startTransition(() => setFacts(store.get(id)));
    update();
    return store.subscribe(id, update);
  }, [store, id]);
  return facts;
}

/**
 * What a photo card shows that changes while photos prepare (its state, a low resolution, a
 * caption that would not print), held outside React's props. Each card reads its own, so a
 * photo's new state renders that card alone and never the list around it: every render of the
 * list renders dnd-kit's context, whose new value has React search each of 100 cards' subtrees
 * for its readers, 400 ms of the main thread over a drop of 100 photos (issue 37.4).
 */
import { startTransition, useEffect, useRef, useState } from 'react';
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

/**
 * Cards told of new facts per commit (issue 37.4). A batch of states (at most one per 500 ms)
 * told every changed card at once: one commit of them all, 54-80 ms at 100 photos while the photo
 * workers hold both cores (decision 1081). Told four at a time, each step after the last one's
 * cards have shown their facts, a batch commits in several short tasks, as new cards mount (CARDS_PER_STEP).
 */
export const CARDS_PER_NOTICE = 4;

export class CardFactsStore {
  private facts: ReadonlyMap<string, CardFacts> = new Map();
  private readonly listeners = new Map<string, Set<() => void>>();
  /** Cards whose facts changed since they were last told, in the list's order. */
  private readonly untold = new Set<string>();
  /** The cards of the step under way, until each has shown its facts (`shown`) or left. */
  private readonly showing = new Set<string>();
  private telling = false;

  constructor(private readonly perStep = CARDS_PER_NOTICE) {}

  get(id: string): CardFacts {
    return this.facts.get(id) ?? NO_FACTS;
  }

  current(): ReadonlyMap<string, CardFacts> {
    return this.facts;
  }

  /** Takes new facts; the cards whose facts changed are told in steps. */
  publish(next: ReadonlyMap<string, CardFacts>): void {
    const previous = this.facts;
    this.facts = next;
    for (const id of this.listeners.keys()) if (previous.get(id) !== next.get(id)) this.untold.add(id);
    this.tellNext();
  }

  /** A card shows the facts it was told (or had them already): the last of a step starts the next. */
  shown(id: string): void {
    if (this.showing.delete(id)) this.tellNext();
  }

  subscribe(id: string, listener: () => void): () => void {
    const listeners = this.listeners.get(id) ?? new Set();
    this.listeners.set(id, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.listeners.delete(id);
      this.untold.delete(id);
      this.shown(id);
    };
  }

  /** Tells the next step's cards once no card of the last one is still to show its facts. */
  private tellNext(): void {
    // A card that has its facts already answers `shown` while it is told: the loop, not a nested call, goes on.
    if (this.telling) return;
    this.telling = true;
    while (this.showing.size === 0 && this.untold.size > 0) {
      const step = [...this.untold].slice(0, this.perStep);
      for (const id of step) {
        this.untold.delete(id);
        this.showing.add(id);
      }
      for (const id of step) for (const listener of this.listeners.get(id) ?? []) listener();
    }
    this.telling = false;
  }
}

/**
 * One card's facts. Its updates render as transitions, in slices, as the list's did (a new layout
 * changes every card's target at once); a card mounted before its facts were published reads them
 * once it subscribes.
 */
export function useCardFacts(store: CardFactsStore, id: string): CardFacts {
  const [facts, setFacts] = useState(() => store.get(id));
  const shown = useRef(facts);
  // After the commit that shows them: the store then tells the next cards.
  useEffect(() => {
    shown.current = facts;
    store.shown(id);
  }, [store, id, facts]);
  useEffect(() => {
    const update = () => {
      const next = store.get(id);
      if (next === shown.current) store.shown(id);
      else startTransition(() => setFacts(next));
    };
    update();
    return store.subscribe(id, update);
  }, [store, id]);
  return facts;
}

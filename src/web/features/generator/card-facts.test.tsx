// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoState } from '../../engine/index.js';
import { CardFactsStore, cardFacts, useCardFacts } from './card-facts.js';

const ids = Array.from({ length: 10 }, (_, at) => `photo-${at}`);
const statesOf = (status: PhotoState['status']) => new Map(ids.map((id) => [id, { status } as PhotoState]));
const factsOf = (store: CardFactsStore, status: PhotoState['status']) => cardFacts(ids, statesOf(status), new Map(), new Map(), store.current());

/** A card that writes down which status it showed, in the commit that showed it. */
function Card({ store, id, shown }: { store: CardFactsStore; id: string; shown: string[] }) {
  const facts = useCardFacts(store, id);
  useLayoutEffect(() => void shown.push(`${id}:${facts.state?.status}`), [id, facts, shown]);
  return <p data-testid={id}>{facts.state?.status}</p>;
}

/** The cards under a profiler, whose report closes each commit after its cards' layout effects. */
function Cards({ store, commits }: { store: CardFactsStore; commits: string[][] }) {
  const shown: string[] = [];
  return (
    <Profiler id="cards" onRender={() => void commits.push(shown.splice(0))}>
      {ids.map((id) => (
        <Card key={id} store={store} id={id} shown={shown} />
      ))}
    </Profiler>
  );
}

afterEach(cleanup);

describe('card facts told in steps', () => {
  it('commits a batch of ten changed cards four at a time, each step after the last has shown, until every card shows the latest', async () => {
    const store = new CardFactsStore();
    store.publish(factsOf(store, 'preparing'));
    const commits: string[][] = [];
    const view = render(<Cards store={store} commits={commits} />);
    await act(async () => {});
    commits.length = 0;
    await act(async () => store.publish(factsOf(store, 'ready')));
    for (const id of ids) expect(view.getByTestId(id).textContent).toBe('ready');
    expect(commits.map((commit) => commit.length)).toEqual([4, 4, 2]);
    expect(commits.flat()).toEqual(ids.map((id) => `${id}:ready`));
  });

  it('goes on past cards that already show their facts and cards that leave mid-step', () => {
    const store = new CardFactsStore(2);
    const told: string[] = [];
    const leave = new Map<string, () => void>();
    for (const id of ids.slice(0, 5)) {
      // The first two answer at once, as a card does whose facts it shows already.
      const answers = id === 'photo-0' || id === 'photo-1';
      leave.set(id, store.subscribe(id, () => (told.push(id), answers && store.shown(id))));
    }
    store.publish(factsOf(store, 'ready'));
    expect(told).toEqual(['photo-0', 'photo-1', 'photo-2', 'photo-3']);
    leave.get('photo-2')?.();
    expect(told).toEqual(['photo-0', 'photo-1', 'photo-2', 'photo-3']);
    leave.get('photo-3')?.();
    expect(told).toEqual(['photo-0', 'photo-1', 'photo-2', 'photo-3', 'photo-4']);
  });
});

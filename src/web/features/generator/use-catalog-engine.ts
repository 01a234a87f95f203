import { startTransition, useEffect, useState } from 'react';
import { createCatalogEngine, type CatalogEngine, type EngineLayout, type PhotoState } from '../../engine/index.js';
import { latestAtMostEvery } from './latest-at-most-every.js';

/**
 * While photos prepare, the page renders for their states at most twice a second: each render of
 * the generator for 100 cards is main-thread work beside the photo workers (decision 1075: React's
 * share of a drop of 36 fell by a third). The states that start and end a preparation show at once
 * (`latestAtMostEvery`), so a card never reads 'Pronta' for a photo being prepared again.
 */
const STATE_INTERVAL_MS = 500;
const settled = (states: ReadonlyMap<string, PhotoState>) => ![...states.values()].some((state) => state.status === 'preparing');

/**
 * One engine per generator screen: photos are prepared in its workers as soon as they are added
 * (DECISIONS "Credits"/"PDF"), and disposing it frees every buffer and thumbnail URL.
 */
export function useCatalogEngine({ orientation, imagesPerPage, captions, variants, quality, layout, lineSheet, photoFit, look, frameRatio, onePerPage, order, fullPageIds, heroIds }: EngineLayout) {
  const [engine, setEngine] = useState<CatalogEngine | null>(null);
  const [states, setStates] = useState<ReadonlyMap<string, PhotoState>>(() => new Map());

  useEffect(() => {
    const created = createCatalogEngine();
    // Each start-up update of this page (the engine, the draft restored, the preview described)
    // renders it all: as transitions they render in slices, so a phone never waits on one (38.7).
    startTransition(() => setEngine(created));
    // A transition: React renders the page for new states in slices that yield to the browser, so
    // 100 cards and the settings beside them never hold the main thread for one long task (37.4).
    const updates = latestAtMostEvery(STATE_INTERVAL_MS, (next: ReadonlyMap<string, PhotoState>) => startTransition(() => setStates(next)), settled);
    const unsubscribe = created.subscribe(updates.push);
    return () => {
      unsubscribe();
      updates.cancel();
      created.dispose();
    };
  }, []);

  // A line sheet's photos are prepared for its thumbnails from the start (issue 24.9), and a grid's
  // for the cell each lands in, by its place in the order and the frames' shape (decision 0995):
  // the build then finds them ready instead of preparing them again from the originals.
  const rowsPerPage = lineSheet?.rowsPerPage;
  const orderKey = (order ?? []).join('\n');
  const fullPageKey = (fullPageIds ?? []).join('\n');
  const heroKey = (heroIds ?? []).join('\n');
  useEffect(() => {
    const ids = (key: string) => (key === '' ? [] : key.split('\n'));
    engine?.setLayout({ orientation, imagesPerPage, captions, variants, quality, photoFit, look, frameRatio, onePerPage, order: ids(orderKey), fullPageIds: ids(fullPageKey), heroIds: ids(heroKey), ...(layout && { layout }), ...(rowsPerPage && { lineSheet: { rowsPerPage } }) });
  }, [engine, orientation, imagesPerPage, captions, variants, quality, photoFit, look, frameRatio, onePerPage, orderKey, fullPageKey, heroKey, layout, rowsPerPage]);

  return { engine, states };
}

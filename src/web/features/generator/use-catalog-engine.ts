import { useEffect, useState } from 'react';
import { createCatalogEngine, type CatalogEngine, type EngineLayout, type PhotoState } from '../../engine/index.js';

/**
 * One engine per generator screen: photos are prepared in its workers as soon as they are added
 * (DECISIONS "Credits"/"PDF"), and disposing it frees every buffer and thumbnail URL.
 */
export function useCatalogEngine({ orientation, imagesPerPage, captions, maxPpi }: EngineLayout) {
  const [engine, setEngine] = useState<CatalogEngine | null>(null);
  const [states, setStates] = useState<ReadonlyMap<string, PhotoState>>(() => new Map());

  useEffect(() => {
    const created = createCatalogEngine();
    setEngine(created);
    const unsubscribe = created.subscribe((next) => setStates(new Map(next)));
    return () => {
      unsubscribe();
      created.dispose();
    };
  }, []);

  useEffect(() => {
    engine?.setLayout({ orientation, imagesPerPage, captions, maxPpi });
  }, [engine, orientation, imagesPerPage, captions, maxPpi]);

  return { engine, states };
}

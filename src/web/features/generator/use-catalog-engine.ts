import { useEffect, useState } from 'react';
import type { CatalogSettings } from '../../../shared/index.js';
import { createCatalogEngine, type CatalogEngine, type PhotoState } from '../../engine/index.js';

type Layout = Pick<CatalogSettings, 'orientation' | 'imagesPerPage'>;

/**
 * One engine per generator screen: photos are prepared in its workers as soon as they are added
 * (DECISIONS "Credits"/"PDF"), and disposing it frees every buffer and thumbnail URL.
 */
export function useCatalogEngine({ orientation, imagesPerPage }: Layout) {
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
    engine?.setLayout({ orientation, imagesPerPage });
  }, [engine, orientation, imagesPerPage]);

  return { engine, states };
}

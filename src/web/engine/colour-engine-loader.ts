/** How the browser's photo code asks for the colour engine: the engine's chunk is fetched on the first call (0955). */
import type { ColourEngine } from '../../catalog/images/colour/colour-rule.js';

export const loadColourEngine = (): Promise<ColourEngine> => import('./colour-engine.js').then(({ loadLcmsEngine }) => loadLcmsEngine());

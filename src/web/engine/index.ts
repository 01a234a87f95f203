/** The browser side of the catalogue engine, as the generator screen uses it. */
export type { BuildRequest, BuildResult, CatalogEngine, EngineLayout, PhotoState, PhotoStatus } from './engine-types.js';
export { PDF_READY_MARK, PHOTOS_READY_MARK, createCatalogEngine, type CatalogEngineOptions } from './catalog-engine.js';
export { PREPARE_START_MARK } from './preparation-queue.js';
export { PHASES, measured } from './phase-timing.js';
export type { DescribeJob, DescribedCatalog } from './protocol.js';

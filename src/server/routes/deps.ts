import type { DatabaseKind } from '../db/client.js';
import type { ServiceContext } from '../services/context.js';
import type { FileStore } from '../storage/index.js';
import type { Translator } from '../services/translation/index.js';

/** What the route plugins are given by buildApp. */
export interface RouteDeps {
  ctx: ServiceContext;
  databaseKind: DatabaseKind;
  translator: Translator;
  /** Published catalogues' files (issue 36). */
  store: FileStore;
}

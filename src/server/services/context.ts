import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** What every service function needs: the database (or a transaction), the clock and the config. */
export interface ServiceContext {
  db: Db;
  /** Injectable clock (tests move time forward to expire sessions and limits). */
  now: () => Date;
  config: Config;
}

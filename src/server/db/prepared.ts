/**
 * Prepared statements for the queries every request makes (issue 5 load targets): building a query
 * with Drizzle took a fifth of the server's CPU on GET /api/user, and a named statement is also
 * parsed once per PostgreSQL connection. One per database handle, built on first use.
 */
import type { Db } from './client.js';

export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) cache.set(db, (prepared = build(db)));
    return prepared;
  };
}

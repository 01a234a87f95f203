/**
 * Issue 5, attack battery (1 of 2): the signed-out and user-facing POST and PATCH routes take
 * thousands of hostile bodies each (fixed seed) without a 5xx; no rejected request moves a credit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { ADMIN_TARGETS, FUZZ_RUNS, FUZZ_SEED, FuzzSession, PUBLIC_TARGETS } from './support/fuzz-harness.js';
import { apiRoutes } from './support/route-inventory.js';

let session: FuzzSession;
beforeAll(async () => {
  session = await FuzzSession.start();
});
afterAll(() => session?.close());

describe.sequential(`fuzzing the public and user routes (${testDatabaseKind()}, ${FUZZ_RUNS} bodies each, seed ${FUZZ_SEED})`, () => {
  it('the two fuzz files together cover every POST, PATCH and DELETE route the app registers', () => {
    const fuzzed = [...PUBLIC_TARGETS, ...ADMIN_TARGETS].map((target) => `${target.method} ${target.route}`).sort();
    expect(fuzzed).toEqual(apiRoutes(session.t.app, ['POST', 'PATCH', 'DELETE']));
  });

  for (const target of PUBLIC_TARGETS) {
    it(`${target.method} ${target.route}: no 5xx, one error shape`, () => session.fuzz(target));
  }

  it('stays alive, and no rejected request moved a credit (ledger, balances, logs)', () => session.expectIntact());
});

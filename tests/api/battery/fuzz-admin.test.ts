/**
 * Issue 5, attack battery (2 of 2): the administrator's POST and PATCH routes take thousands of
 * hostile bodies each (fixed seed) without a 5xx; no rejected request moves a credit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.js';
import { ADMIN_TARGETS, FUZZ_RUNS, FUZZ_SEED, FuzzSession } from './support/fuzz-harness.js';

let session: FuzzSession;
beforeAll(async () => {
  session = await FuzzSession.start();
});
afterAll(() => session?.close());

const reset = ADMIN_TARGETS.filter((target) => target.route === '/api/admin/reset-database');

describe.sequential(`fuzzing the administrator routes (${testDatabaseKind()}, ${FUZZ_RUNS} bodies each, seed ${FUZZ_SEED})`, () => {
  for (const target of ADMIN_TARGETS.filter((candidate) => !reset.includes(candidate))) {
    it(`${target.method} ${target.route}: no 5xx, one error shape`, () => session.fuzz(target));
  }

  it('stays alive, and no rejected request moved a credit (ledger, balances, logs)', () => session.expectIntact());

  // Last: an accepted reset would wipe what the ledger check reads.
  for (const target of reset) {
    it(`${target.method} ${target.route}: no 5xx, one error shape, and the server still answers`, async () => {
      await session.fuzz(target);
      expect((await session.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  }
});

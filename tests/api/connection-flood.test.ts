/**
 * Issue 27.5 on a listening server, over raw sockets: one address holding the server's whole
 * connection allowance in idle sockets, reopened as the server cuts them, no longer locks out
 * everyone else. The flood comes from 127.0.0.1, the sign-ins from 127.0.0.2 (another client on
 * the loopback network), with the default limits: 800 connections, 100 per address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floodTarget, idleFlood, openConnections, signInFrom, type FloodTarget } from './support/idle-flood.js';
import type { TestApp } from './support/test-app.js';

const FLOOD_SOCKETS = 800;
/** A flooding socket comes back this long after the server closed it. */
const REOPEN_AFTER_MS = 250;
const SIGN_INS = 10;
/** Between two sign-ins the flood has lost and reopened at least this many sockets. */
const REOPENED_BETWEEN_SIGN_INS = 50;
/** The flood's share of connections at the default limit. */
const SHARE = 100;

let t: TestApp;
let port: number;
let credentials: FloodTarget['credentials'];
beforeAll(async () => {
  // Idle sockets are cut after 2-3 s, so the flood reopens them several times during the test.
  ({ t, port, credentials } = await floodTarget(2000));
});
afterAll(() => t.close());

const serverConnections = () => openConnections(t.app.server);

/** Waits until the flooding address holds its whole share, having reopened at least `since + REOPENED_BETWEEN_SIGN_INS` sockets. */
async function floodAtFullShare(attack: ReturnType<typeof idleFlood>, since: number): Promise<number> {
  let held = 0;
  await vi.waitFor(
    async () => {
      held = await serverConnections();
      if (held < SHARE || attack.reopened() < since + REOPENED_BETWEEN_SIGN_INS) throw new Error(`held ${held}, reopened ${attack.reopened()}`);
    },
    { timeout: 30_000, interval: 20 },
  );
  return held;
}

describe('one address flooding the server with idle connections', () => {
  it('holds at most its share while sign-ins from another address all succeed', async () => {
    const attack = idleFlood({ port, addresses: ['127.0.0.1'], perAddress: FLOOD_SOCKETS, reopenAfterMs: REOPEN_AFTER_MS });
    try {
      const outcomes: (number | string)[] = [];
      let mostHeld = 0;
      // Each sign-in comes while the flood holds its whole share, after it has been cut and reopened again.
      for (let i = 0, since = -REOPENED_BETWEEN_SIGN_INS; i < SIGN_INS; i += 1, since = attack.reopened()) {
        mostHeld = Math.max(mostHeld, await floodAtFullShare(attack, since), await serverConnections());
        outcomes.push(await signInFrom(port, credentials, '127.0.0.2'));
      }
      expect(outcomes).toEqual(Array<number>(SIGN_INS).fill(200));
      // The flood held its whole share (the default 100) and never more; a sign-in's own
      // connection may be on top.
      expect(mostHeld).toBeGreaterThanOrEqual(100);
      expect(mostHeld).toBeLessThanOrEqual(101);
    } finally {
      attack.stop();
    }
  });
});

/**
 * Issue 38.6 on a listening server, over raw sockets: eight addresses, each holding its whole share
 * of idle connections (8 × 100 = the default HTTP_MAX_CONNECTIONS of 800) and recycling every
 * socket shortly before the server would cut it, fill the server. A ninth address still signs in:
 * near capacity the server closes its longest-idle connections to make room (decision 0991).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { floodTarget, idleFlood, openConnections, signInFrom, type FloodTarget } from './support/idle-flood.js';
import { exchange, stall } from './support/raw-http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const FLOOD_ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 1}`);
const SOCKETS_PER_ADDRESS = 100;
const CAPACITY = FLOOD_ADDRESSES.length * SOCKETS_PER_ADDRESS;
/** The server cuts a connection that sent no complete request after this long… */
const HEADERS_TIMEOUT_MS = 2000;
/** …so the flood recycles each socket a little before, as an attacker would to stay connected. */
const RECYCLE_AFTER_MS = 1800;
/** A socket the server closed comes back this long after. */
const REOPEN_AFTER_MS = 50;
const SIGN_INS = 20;

let t: TestApp;
let port: number;
let credentials: FloodTarget['credentials'];
beforeAll(async () => {
  ({ t, port, credentials } = await floodTarget(HEADERS_TIMEOUT_MS));
});
afterAll(() => t.close());

const serverConnections = () => openConnections(t.app.server);

describe('eight addresses filling every connection with recycled idle sockets', () => {
  it('still lets a ninth address sign in, and never holds more than the limit', async () => {
    const attack = idleFlood({ port, addresses: FLOOD_ADDRESSES, perAddress: SOCKETS_PER_ADDRESS, reopenAfterMs: REOPEN_AFTER_MS, recycleAfterMs: RECYCLE_AFTER_MS });
    try {
      const outcomes: (number | string)[] = [];
      let mostHeld = 0;
      for (let i = 0; i < SIGN_INS; i += 1) {
        // Each sign-in comes while the server is full and the flood has recycled since the last one.
        const since = attack.opened();
        await vi.waitFor(
          async () => {
            const held = await serverConnections();
            mostHeld = Math.max(mostHeld, held);
            if (held < CAPACITY - 1 || attack.opened() < since + 100) throw new Error(`held ${held}, opened ${attack.opened() - since}`);
          },
          { timeout: 30_000, interval: 10 },
        );
        outcomes.push(await signInFrom(port, credentials, '127.0.0.9'));
      }
      const succeeded = outcomes.filter((outcome) => outcome === 200).length;
      expect(succeeded, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(18);
      expect(mostHeld).toBeLessThanOrEqual(CAPACITY);
    } finally {
      attack.stop();
    }
  });
});

describe('a server whose every connection is mid-request', () => {
  it('refuses the newcomer and closes none of the requests in progress', async () => {
    const small = await startTestApp({ env: { HTTP_MAX_CONNECTIONS: '4' } });
    try {
      await small.app.listen({ port: 0, host: '127.0.0.1' });
      const smallPort = (small.app.server.address() as AddressInfo).port;
      // Headers complete, body still on its way: each of these is a request being received.
      const partial = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user';
      let received = 0;
      small.app.server.on('request', () => (received += 1));
      const inProgress = await Promise.all(FLOOD_ADDRESSES.slice(0, 4).map((localAddress) => stall(smallPort, partial, { localAddress })));
      const closed = inProgress.map(() => false);
      inProgress.forEach((socket, i) => socket.on('close', () => (closed[i] = true)));
      await vi.waitFor(() => expect(received).toBe(4));

      const newcomer = await exchange(smallPort, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', { localAddress: '127.0.0.9' });
      expect(newcomer.response).toBe('');
      expect(closed).toEqual([false, false, false, false]);
      for (const socket of inProgress) socket.destroy();
    } finally {
      await small.close();
    }
  });
});

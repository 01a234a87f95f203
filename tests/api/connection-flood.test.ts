/**
 * Issue 27.5 on a listening server, over raw sockets: one address holding the server's whole
 * connection allowance in idle sockets, reopened as the server cuts them, no longer locks out
 * everyone else. The flood comes from 127.0.0.1, the sign-ins from 127.0.0.2 (another client on
 * the loopback network), with the default limits: 800 connections, 100 per address.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, parseAnswer } from './support/raw-http.js';
import { adminToken, createUser, startTestApp, type TestApp } from './support/test-app.js';

const FLOOD_SOCKETS = 800;
/** A flooding socket comes back this long after the server closed it. */
const REOPEN_AFTER_MS = 250;
const SIGN_INS = 10;
const SIGN_IN_EVERY_MS = 500;

let t: TestApp;
let port: number;
let credentials: { username: string; password: string };
beforeAll(async () => {
  // Idle sockets are cut after 2-3 s, so the flood reopens them several times during the test.
  t = await startTestApp({ env: { HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '2000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const { input } = await createUser(t.app, await adminToken(t.app));
  credentials = { username: input.username, password: input.password };
});
afterAll(() => t.close());

/** Keeps `count` idle connections open from one address, each reopened after the server closes it. */
function flood(count: number, localAddress: string) {
  let running = true;
  const sockets = new Set<Socket>();
  const open = () => {
    if (!running) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.resume();
    socket.on('close', () => {
      sockets.delete(socket);
      setTimeout(open, REOPEN_AFTER_MS);
    });
  };
  for (let i = 0; i < count; i += 1) open();
  return {
    stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function signIn(localAddress: string): Promise<number | string> {
  const body = JSON.stringify(credentials);
  const request = `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  try {
    const { response } = await exchange(port, request, { localAddress });
    return response === '' ? 'closed without an answer' : parseAnswer(response).status;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

const serverConnections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one address flooding the server with idle connections', () => {
  it('holds at most its share while sign-ins from another address all succeed', async () => {
    const attack = flood(FLOOD_SOCKETS, '127.0.0.1');
    try {
      await pause(1000);
      const outcomes: (number | string)[] = [];
      let mostHeld = 0;
      for (let i = 0; i < SIGN_INS; i += 1) {
        mostHeld = Math.max(mostHeld, await serverConnections());
        outcomes.push(await signIn('127.0.0.2'));
        await pause(SIGN_IN_EVERY_MS);
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

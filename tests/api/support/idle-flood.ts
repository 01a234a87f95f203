/**
 * Idle-connection floods over raw sockets (issues 27.5 and 38.6): sockets that connect and send
 * nothing, reopened as the server cuts them, and optionally recycled by the flooder itself before
 * the server's headers timeout would cut them. Another loopback address is another client.
 */
import { connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { exchange, parseAnswer } from './raw-http.js';
import { adminToken, createUser, startTestApp, type TestApp } from './test-app.js';

export interface IdleFloodOptions {
  port: number;
  addresses: readonly string[];
  perAddress: number;
  /** A socket the server closed comes back this long after. */
  reopenAfterMs: number;
  /** The flooder closes each socket itself after this long (and reopens it); never when omitted. */
  recycleAfterMs?: number;
}

export function idleFlood({ port, addresses, perAddress, reopenAfterMs, recycleAfterMs }: IdleFloodOptions) {
  let running = true;
  let opened = 0;
  const sockets = new Set<Socket>();
  const open = (localAddress: string) => {
    if (!running) return;
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    opened += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.resume();
    const recycle = recycleAfterMs === undefined ? undefined : setTimeout(() => socket.destroy(), recycleAfterMs);
    socket.on('close', () => {
      clearTimeout(recycle);
      sockets.delete(socket);
      setTimeout(() => open(localAddress), reopenAfterMs);
    });
  };
  for (const address of addresses) for (let i = 0; i < perAddress; i += 1) open(address);
  const first = addresses.length * perAddress;
  return {
    /** Sockets opened so far, the first ones included. */
    opened: () => opened,
    /** Sockets opened again after a close. */
    reopened: () => opened - first,
    stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A sign-in on a connection of its own from `localAddress`: its status, or how it failed. */
export async function signInFrom(port: number, credentials: { username: string; password: string }, localAddress: string): Promise<number | string> {
  const body = JSON.stringify(credentials);
  const request = `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  try {
    const { response } = await exchange(port, request, { localAddress });
    return response === '' ? 'closed without an answer' : parseAnswer(response).status;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

export const openConnections = (server: Server) => new Promise<number>((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))));

export interface FloodTarget {
  t: TestApp;
  port: number;
  credentials: { username: string; password: string };
}

/** The app listening on a loopback port with `headersTimeoutMs`, and a user to sign in as. */
export async function floodTarget(headersTimeoutMs: number): Promise<FloodTarget> {
  const timeout = String(headersTimeoutMs);
  const t = await startTestApp({ env: { HTTP_HEADERS_TIMEOUT_MS: timeout, HTTP_REQUEST_TIMEOUT_MS: timeout } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { input } = await createUser(t.app, await adminToken(t.app));
  return { t, port: (t.app.server.address() as AddressInfo).port, credentials: { username: input.username, password: input.password } };
}

/** Raw TCP exchanges with a listening server, for what no HTTP client will send (issue 13.2, 13.3). */
import { connect, type Socket } from 'node:net';

export interface RawExchange {
  /** Everything the server wrote before it closed the connection. */
  response: string;
  /** Milliseconds from the first byte sent to the server's close. */
  closedAfterMs: number;
}

/**
 * Sends `data` (a whole or a partial request) and waits until the server closes the connection;
 * `localAddress` picks the client's address (another loopback address is another client).
 */
export function exchange(port: number, data: string, options: { localAddress?: string } = {}): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...options });
    let response = '';
    const started = Date.now();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
    socket.write(data);
  });
}

/** Opens a connection that sends part of a request and then nothing; resolves once connected. */
export function stall(port: number, data: string, options: { localAddress?: string } = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...options }, () => {
      socket.write(data);
      resolve(socket);
    });
    // Read (and drop) whatever comes back, so the server's close is seen.
    socket.resume();
    socket.on('error', reject);
  });
}

/** The status code and the JSON body of a raw HTTP/1.1 answer. */
export function parseAnswer(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: body ? (JSON.parse(body) as unknown) : undefined };
}

/**
 * The server's connections, admitted by two rules:
 * - at most `perClient` open connections per client (issue 27.5, decision 0921): one address
 *   holding idle sockets cannot take the whole allowance; its connection over the share is closed
 *   at once, before it costs a request's work;
 * - at most `total` open connections (HTTP_MAX_CONNECTIONS), and when a new client arrives at that
 *   limit the connection idle the longest is closed to make room (issue 38.6, decision 0991): a
 *   socket that never sent a request, or a kept-alive one waiting for its next. A connection in the
 *   middle of a request is never closed for room; only when every one is busy is the newcomer
 *   refused. Idle sockets recycled from many addresses then cost their owners, not other clients.
 */
import { isIPv6, type Server, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The first four groups of an IPv6 address, '::' expanded; an embedded IPv4 tail counts as two. */
function ipv6Prefix64(address: string): string {
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const [left = '', right] = address.split('::');
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const all = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Who a connection belongs to: an IPv4 address (also when it reaches a dual-stack socket as
 * '::ffff:a.b.c.d'), or an IPv6 /64, the block one subscriber or one server normally holds whole.
 */
export function clientOf(address: string): string {
  const bare = address.split('%', 1)[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(bare) ? ipv6Prefix64(bare.toLowerCase()) : bare;
}

export interface ConnectionLimits {
  total: number;
  perClient: number;
}

interface Tracked {
  client: string;
  /** Requests received on this connection and not yet answered (more than one when pipelined). */
  busy: number;
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  const open = new Map<Socket, Tracked>();
  const perClient = new Map<string, number>();
  /** Idle connections in the order they became idle: the first is the one idle the longest. */
  const idle = new Set<Socket>();

  const forget = (socket: Socket) => {
    const tracked = open.get(socket);
    if (!tracked) return;
    open.delete(socket);
    idle.delete(socket);
    const left = (perClient.get(tracked.client) ?? 1) - 1;
    if (left === 0) perClient.delete(tracked.client);
    else perClient.set(tracked.client, left);
  };

  /** Closes the connection idle the longest; false when every open connection is mid-request. */
  const makeRoom = (): boolean => {
    const oldest = idle.values().next();
    if (oldest.done) return false;
    forget(oldest.value);
    oldest.value.destroy();
    return true;
  };

  server.on('connection', (socket: Socket) => {
    // A socket reset before this runs has no address left, and nothing to count.
    if (socket.remoteAddress === undefined) return;
    const client = clientOf(socket.remoteAddress);
    if ((perClient.get(client) ?? 0) >= limits.perClient || (open.size >= limits.total && !makeRoom())) {
      socket.destroy();
      return;
    }
    open.set(socket, { client, busy: 0 });
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    idle.add(socket);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const tracked = open.get(socket);
    if (!tracked) return;
    tracked.busy += 1;
    idle.delete(socket);
    response.once('close', () => {
      tracked.busy -= 1;
      // Back to the end of the line: idle from now, if it stays open.
      if (tracked.busy === 0 && open.has(socket)) idle.add(socket);
    });
  });
}

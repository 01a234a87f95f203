/**
 * At most `max` open connections per client (issue 27.5, docs/decisions/0921): one address holding
 * idle sockets can no longer fill the server's whole HTTP_MAX_CONNECTIONS and lock everyone out.
 * A connection over the limit is closed at once, before it costs a request's work.
 */
import { isIPv6, type Server, type Socket } from 'node:net';

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

export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // A socket reset before this runs has no address left, and nothing to count.
    if (socket.remoteAddress === undefined) return;
    const client = clientOf(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}

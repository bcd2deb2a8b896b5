import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** Whether an address is one TRUST_PROXY names; with a hop count the app cannot tell a proxy from a client, so any is. */
function proxyMatcher(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (!Array.isArray(trustProxy)) return () => true;
  const proxies = new net.BlockList();
  const family = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, Number(prefix), family(address));
  }
  // BlockList matches an IPv4-mapped IPv6 address (a dual-stack listener's) against the IPv4 entries too.
  return (address) => proxies.check(address, family(address));
}

/**
 * Caps the connections one client address holds open: a connection beyond `perClient` is closed as it arrives, before
 * any of its bytes are read. A proxy named in TRUST_PROXY carries many customers' requests on its connections, so its
 * address is not capped; the proxy caps each client itself (docs/deploy.md).
 */
export function capConnectionsPerClient(
  server: Server,
  { perClient, trustProxy, log }: { perClient: number; trustProxy: Config['trustProxy']; log: FastifyBaseLogger },
) {
  const isProxy = proxyMatcher(trustProxy);
  const open = new Map<string, number>();
  // Logged once each time an address reaches the cap, not for every connection refused.
  const atCap = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the client is already gone.
    if (address === undefined || isProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= perClient) {
      if (!atCap.has(address)) log.warn({ address, perClient }, 'a client holds as many connections as it may: its further connections are closed');
      atCap.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
      atCap.delete(address);
    });
  });
}

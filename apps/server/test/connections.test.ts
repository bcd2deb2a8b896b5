import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { createTestApp, type TestContext } from './test-app';

/**
 * What one client's connections may cost, over real sockets: requests that never finish are answered, idle connections
 * are closed, and one address cannot hold more than its share while others are still served. The timeouts are short
 * here; the waits for them are many times longer, so that a busy machine does not fail the tests.
 */
const CLIENT = '127.0.0.1';
// Linux routes all of 127.0.0.0/8 to the loopback interface: a second address is a second client.
const OTHER_CLIENT = '127.0.0.2';
const GENEROUS_WAIT_MS = 10_000;

let ctx: TestContext | undefined;
const agents: http.Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await ctx?.close();
  ctx = undefined;
});

async function listen(connections: Partial<Config['connections']>, overrides: Partial<Config> = {}) {
  await ctx?.close();
  ctx = await createTestApp({ connections: { requestTimeoutMs: 60_000, idleTimeoutMs: 120_000, perClient: 100, ...connections }, ...overrides });
  await ctx.app.listen({ host: CLIENT, port: 0 });
  return (ctx.app.server.address() as net.AddressInfo).port;
}

/**
 * Sends raw bytes from a fresh connection and waits for the server to close it, GENEROUS_WAIT_MS at most (then the
 * client closes it): what the server sent, and whether it closed the connection.
 */
function sendAndWaitForClose(port: number, bytes: string) {
  return new Promise<{ received: string; closedByServer: boolean }>((resolve, reject) => {
    const socket = net.connect({ host: CLIENT, port }, () => socket.write(bytes));
    let received = '';
    let closedByServer = true;
    const giveUp = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, GENEROUS_WAIT_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedByServer });
    });
  });
}

/** GET /api/health from `from` on a kept-alive connection of its own (which stays open afterwards): the status, or the error. */
function health(port: number, from: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return new Promise<number | string>((resolve) => {
    const request = http.get({ host: CLIENT, port, path: '/api/health', localAddress: from, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('requests that never finish', () => {
  it('answers a body that never completes with 408 and closes the connection, and a complete one as ever', async () => {
    const port = await listen({ requestTimeoutMs: 500 });
    const complete = await sendAndWaitForClose(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(complete.received).toMatch(/^HTTP\/1\.1 200 /);
    const incomplete = 'POST /api/no-such-endpoint HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"productId"';
    expect(await sendAndWaitForClose(port, incomplete)).toEqual({ received: expect.stringMatching(/^HTTP\/1\.1 408 /), closedByServer: true });
  });

  it('answers headers that never complete with 408', async () => {
    const port = await listen({ requestTimeoutMs: 500 });
    const incomplete = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
    expect(await sendAndWaitForClose(port, incomplete)).toEqual({ received: expect.stringMatching(/^HTTP\/1\.1 408 /), closedByServer: true });
  });

  it('closes a connection on which nothing moves', async () => {
    const port = await listen({ idleTimeoutMs: 500 });
    expect(await sendAndWaitForClose(port, '')).toEqual({ received: '', closedByServer: true });
  });
});

describe('connections per client', () => {
  it('closes a client’s connections beyond the cap while another client is answered, and takes new ones once some close', async () => {
    const port = await listen({ perClient: 3 });
    const held = [];
    for (let index = 0; index < 3; index++) {
      held.push(agents.length);
      expect(await health(port, CLIENT)).toBe(200);
    }
    expect(await health(port, CLIENT)).toBe('ECONNRESET');
    expect(await health(port, OTHER_CLIENT)).toBe(200);

    agents[held[0]!]!.destroy();
    // The server sees the close a moment later: ask until it has, within the generous wait.
    const deadline = Date.now() + GENEROUS_WAIT_MS;
    let status = await health(port, CLIENT);
    while (status !== 200 && Date.now() < deadline) status = await health(port, CLIENT);
    expect(status).toBe(200);
  });

  it('does not cap the proxies TRUST_PROXY names, nor anyone behind a hop count, and caps any other address', async () => {
    let port = await listen({ perClient: 1 }, { trustProxy: [`${CLIENT}/32`] });
    expect(await health(port, CLIENT)).toBe(200);
    expect(await health(port, CLIENT)).toBe(200);
    expect(await health(port, OTHER_CLIENT)).toBe(200);
    expect(await health(port, OTHER_CLIENT)).toBe('ECONNRESET');

    // With a hop count the app cannot tell the proxy from a client.
    port = await listen({ perClient: 1 }, { trustProxy: 1 });
    expect(await health(port, OTHER_CLIENT)).toBe(200);
    expect(await health(port, OTHER_CLIENT)).toBe(200);
  });
});

import { EventEmitter } from 'node:events';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { closeOnSignals } from './shutdown';

/** An app whose one route answers when `finish` is called, listening on a free port, with signals sent by the test. */
async function slowApp({ timeoutMs = 10_000 } = {}) {
  // As app.ts builds it: closing, the app answers new requests itself (closeOnSignals), through the one error handler.
  const app = Fastify({ logger: false, return503OnClosing: false });
  registerErrorHandler(app);
  const events: string[] = [];
  let finish!: () => void;
  const answered = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const arrived = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow', async () => {
    started();
    await answered;
    return { placed: true };
  });
  app.addHook('onClose', async () => {
    events.push('sweeps stopped');
  });
  const signals = new EventEmitter();
  const exit = vi.fn((code: number) => events.push(`exit ${code}`));
  closeOnSignals(app, {
    timeoutMs,
    afterClose: async () => {
      events.push('database closed');
    },
    signals,
    exit,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, events, finish, arrived, signals, exit, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

let open: FastifyInstance | undefined;
const keepAlive = new http.Agent({ keepAlive: true });
afterEach(async () => {
  keepAlive.destroy();
  await open?.close();
});

/** A GET answering its status, Connection header and body, or the error code; on a new connection unless `agent` keeps one. */
const get = (url: string, agent: http.Agent | false = false) =>
  new Promise<{ status: number; connection: string | undefined; body: string } | { error: string }>((resolve) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });

it('on SIGTERM, twice, the request in flight is answered (Connection: close), new ones 503 until they stop coming and then refused; then the app and the database close and the process exits 0', async () => {
  const shop = await slowApp();
  open = shop.app;
  const inFlight = get(`${shop.url}/slow`, keepAlive);
  await shop.arrived;
  shop.signals.emit('SIGTERM', 'SIGTERM');
  shop.signals.emit('SIGTERM', 'SIGTERM');
  shop.signals.emit('SIGINT', 'SIGINT');
  const turnedAway = await get(`${shop.url}/slow`);
  expect(turnedAway).toMatchObject({ status: 503, connection: 'close' });
  expect(JSON.parse((turnedAway as { body: string }).body)).toEqual({ code: 'BUSY', message: 'The shop is restarting. Please try again in a moment.' });
  // Polled less often than the quiet time closing waits for.
  await vi.waitFor(async () => expect(await get(`${shop.url}/slow`)).toEqual({ error: 'ECONNREFUSED' }), { timeout: 5_000, interval: 250 });
  expect(shop.events).toEqual([]);

  shop.finish();
  expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"placed":true}' });
  await vi.waitFor(() => expect(shop.exit).toHaveBeenCalled());
  expect(shop.events).toEqual(['sweeps stopped', 'database closed', 'exit 0']);
  expect(shop.exit).toHaveBeenCalledTimes(1);
});

it('exits 1 when the requests in flight outlast the time allowed', async () => {
  const shop = await slowApp({ timeoutMs: 200 });
  open = shop.app;
  const inFlight = get(`${shop.url}/slow`);
  await shop.arrived;
  shop.signals.emit('SIGTERM', 'SIGTERM');
  await vi.waitFor(() => expect(shop.exit).toHaveBeenCalled());
  expect(shop.events).toEqual(['exit 1']);
  shop.finish();
  await inFlight;
});

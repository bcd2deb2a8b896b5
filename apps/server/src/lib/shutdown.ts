import type { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { messages } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { BusyError } from './errors';

/** Closing waits until no connection has opened and no request has begun for this long... */
const QUIET_MS = 100;
/** ...or this long at most (a quarter of the time allowed when that is shorter). */
const DRAIN_MAX_MS = 1_000;

interface ShutdownOptions {
  /** Past this, the process exits anyway, with code 1. */
  timeoutMs: number;
  /** Closes what outlives the app (the database), once the app has closed. */
  afterClose: () => Promise<void>;
  /** Where the signals arrive, and how the process ends: the process itself, except in tests. */
  signals?: Pick<EventEmitter, 'on'>;
  exit?: (code: number) => void;
}

/**
 * Closes the instance cleanly on SIGTERM or SIGINT, then exits 0. Register it before the app is ready.
 *
 * A service manager signals the whole process group, so under `npm start` the server hears two (its own, and the one
 * the start script passes on), and an impatient person presses Ctrl-C twice: only the first counts, the others are
 * logged. Closing, the app answers every new request 503 (BUSY, with Retry-After) with `Connection: close`, health checks included,
 * so a load balancer sends them elsewhere, and the requests in flight finish, each answered with `Connection: close` so
 * that its client sends nothing more on that connection. Only once requests have stopped arriving (the drain below)
 * does it stop listening: new connections are then refused. Then the app's onClose hooks run: the sweeps stop (the
 * mail sender gives back the messages it held), the mail transport closes; then `afterClose`.
 */
export function closeOnSignals(app: FastifyInstance, { timeoutMs, afterClose, signals = process, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    await drained(app.server, Math.min(DRAIN_MAX_MS, timeoutMs / 4));
  });
  // Answered like every other error ({ code, message }, Retry-After), not with Fastify's own 503 body (the app turns it off).
  app.addHook('onRequest', (_request, _reply, done) => done(closing ? new BusyError(messages.errors.restarting, 1) : undefined));
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  let shutdown: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown) {
      app.log.warn({ signal }, 'already shutting down: signal ignored');
      return;
    }
    app.log.info({ signal, timeoutMs }, 'shutting down: no new requests; finishing those in flight');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutting down took too long: exiting with requests or sweeps unfinished');
      exit(1);
    }, timeoutMs);
    shutdown = (async () => {
      try {
        await app.close();
        await afterClose();
        app.log.info('shut down');
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutting down failed');
        exit(1);
      } finally {
        clearTimeout(deadline);
      }
    })();
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, onSignal);
}

/**
 * Resolves once no connection has opened and no request has begun for QUIET_MS, or after `maxMs`. Node's server.close()
 * drops at once every connection that has no request under way, and with it a request the client has sent but this
 * process has not read yet (its event loop was busy): the client sees its connection reset, not knowing whether its
 * order was placed. Waiting lets such requests be read and answered 503 first.
 */
function drained(server: Server, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(cap);
      server.off('connection', activity);
      server.off('request', activity);
      resolve();
    };
    let quiet = setTimeout(done, QUIET_MS);
    const cap = setTimeout(done, maxMs);
    const activity = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    };
    server.on('connection', activity);
    server.on('request', activity);
  });
}

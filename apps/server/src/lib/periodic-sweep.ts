import type { FastifyInstance } from 'fastify';

interface Sweep {
  intervalMs: number;
  /**
   * Does one round of the work; answers how many things it handled. A round that works through batches stops after the
   * batch it is on once `stop` is aborted (the app is closing), and leaves the rest to the next start.
   */
  run: (stop: AbortSignal) => Promise<number>;
  /** Logged when a round handled something. */
  didWork: string;
  /** Logged when a round failed; the next one tries again. */
  failed: string;
}

/** The rounds each app's sweeps are running now. */
const runningRounds = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Runs `sweep` once when the app is ready and then every interval, on every instance, until the app closes. A round
 * still running when the next is due (a slow database, a mail server that does not answer) is not joined by another.
 * Closing the app tells the running round to stop after its batch and waits for it: no round uses the database, or
 * anything else closed with the app, after it is closed. Register what a round uses for closing before its sweep:
 * Fastify runs the onClose hooks last registered first.
 */
export function startPeriodicSweep(app: FastifyInstance, { intervalMs, run, didWork, failed }: Sweep) {
  const running = runningRounds.get(app) ?? new Set<Promise<void>>();
  runningRounds.set(app, running);
  let round: Promise<void> | undefined;
  const closing = new AbortController();
  const sweep = () => {
    if (round || closing.signal.aborted) return;
    const started = (async () => {
      try {
        const count = await run(closing.signal);
        if (count > 0) app.log.info({ count }, didWork);
      } catch (error) {
        app.log.error({ err: error }, failed);
      }
    })().finally(() => {
      running.delete(started);
      round = undefined;
    });
    round = started;
    running.add(started);
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    closing.abort();
    await round;
  });
}

/**
 * Resolves once none of the app's sweeps is running a round: for tests that write what a sweep handles (unused images,
 * old orders), so that the round started when the app became ready cannot act in the middle of their set-up.
 */
export async function sweepsSettled(app: FastifyInstance): Promise<void> {
  await Promise.all(runningRounds.get(app) ?? []);
}

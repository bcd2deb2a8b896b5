import type { FastifyInstance } from 'fastify';

interface Sweep {
  intervalMs: number;
  /** Does one round of the work; answers how many things it handled. */
  run: () => Promise<number>;
  /** Logged when a round handled something. */
  didWork: string;
  /** Logged when a round failed; the next one tries again. */
  failed: string;
}

/** The rounds each app's sweeps are running now. */
const runningRounds = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Runs `sweep` once when the app is ready and then every interval, on every instance, until the app closes. A round
 * still running when the next is due (a slow database, a mail server that does not answer) is not joined by another,
 * and closing the app waits for it: no round uses the database after it is closed.
 */
export function startPeriodicSweep(app: FastifyInstance, { intervalMs, run, didWork, failed }: Sweep) {
  let rounds = runningRounds.get(app);
  if (!rounds) runningRounds.set(app, (rounds = new Set()));
  const running = rounds;
  let round: Promise<void> | undefined;
  const sweep = () => {
    if (round) return;
    const started = Promise.resolve()
      .then(run)
      .then(
        (count) => void (count > 0 && app.log.info({ count }, didWork)),
        (error: unknown) => app.log.error({ err: error }, failed),
      )
      .finally(() => {
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

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

/** Runs `sweep` once when the app is ready and then every interval, on every instance, until the app closes. */
export function startPeriodicSweep(app: FastifyInstance, { intervalMs, run, didWork, failed }: Sweep) {
  const sweep = () => {
    run().then(
      (count) => count > 0 && app.log.info({ count }, didWork),
      (error: unknown) => app.log.error({ err: error }, failed),
    );
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyInstance } from 'fastify';
import type { OrderService } from './service';

const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Every minute (and once at start), unpaid orders past their hold are cancelled and their parts restocked. */
export function startUnpaidOrderExpiry(app: FastifyInstance, orders: OrderService) {
  const sweep = () => {
    orders.expireUnpaid().then(
      (count) => count > 0 && app.log.info({ count }, 'Cancelled unpaid orders past their hold'),
      (error: unknown) => app.log.error({ err: error }, 'Cancelling expired unpaid orders failed; the next sweep tries again'),
    );
  };
  const timer = setInterval(sweep, EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}

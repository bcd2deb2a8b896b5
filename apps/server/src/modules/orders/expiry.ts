import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import type { OrderService } from './service';

/** Every minute (and once at start), unpaid orders past their hold are cancelled and their parts restocked. */
export function startUnpaidOrderExpiry(app: FastifyInstance, orders: OrderService) {
  startPeriodicSweep(app, {
    intervalMs: 60_000,
    run: () => orders.expireUnpaid(),
    didWork: 'Cancelled unpaid orders past their hold',
    failed: 'Cancelling expired unpaid orders failed; the next sweep tries again',
  });
}

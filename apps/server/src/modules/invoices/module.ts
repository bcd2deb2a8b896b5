import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import type { Guards } from '../../plugins/guards';
import { createInvoiceRepository } from './repository';
import { invoiceRoutes } from './routes';
import { type SellerReader, createInvoiceService } from './service';

/** How often each instance looks for documents to render: a download waits at most about this long after payment. */
const RENDER_INTERVAL_MS = 1_000;

/**
 * Invoices and credit notes (issue 35, decision 0030): `service.orderChanged` issues them in the order's transaction;
 * a sweep on every instance renders their PDFs; the routes list and serve them. Built before the mail module, whose
 * paid-order messages carry the invoice; its routes take the guards when registered.
 */
export function createInvoicesModule({ app, database, seller }: { app: FastifyInstance; database: DatabaseHandle; seller: SellerReader }) {
  const service = createInvoiceService(createInvoiceRepository(database.db, database.dialect), seller);
  startPeriodicSweep(app, {
    intervalMs: RENDER_INTERVAL_MS,
    run: (stop) => service.renderPending(stop),
    didWork: 'Rendered invoices and credit notes',
    failed: 'Rendering invoices failed; the next sweep tries again',
  });
  const routes: FastifyPluginAsync<{ guards: Guards }> = async (api, { guards }) => {
    await api.register(invoiceRoutes, { invoices: service, guards });
  };
  return { service, routes };
}

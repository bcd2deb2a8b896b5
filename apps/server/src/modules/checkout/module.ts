import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Guards } from '../../plugins/guards';
import type { PartsForCart } from '../catalog';
import { createCheckoutRepository } from './repository';
import { checkoutRoutes } from './routes';
import { type CartTax, type CheckoutOrders, createCheckoutService } from './service';

interface CheckoutModuleDependencies {
  database: DatabaseHandle;
  guards: Guards;
  /** The catalogue's reads of parts: prices, breaks, stock and part numbers. */
  parts: PartsForCart;
  /** Places the checked-out cart as one order, and reads orders for Order again. */
  orders: CheckoutOrders;
  /** The shop's tax rules and the account's exemption, for what the cart shows it would be charged. */
  tax: CartTax;
}

/** The cart, quick add and BOM preview, saved lists, the address book and checkout (issue 34). */
export function createCheckoutModule({ database, guards, parts, orders, tax }: CheckoutModuleDependencies) {
  const service = createCheckoutService(createCheckoutRepository(database.db, database.dialect), { parts, orders, tax });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(checkoutRoutes, { checkout: service, guards });
  };
  return { service, routes };
}

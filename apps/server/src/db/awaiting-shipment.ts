import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * An order awaiting shipment, by its status as the contract's `mayShip` says: a paid one, or an unpaid one on terms (its
 * transfer is due by its day, shipped or not; decision 0030). One with a line waiting for stock is among them: it ships
 * once the restock comes. The overview's Awaiting shipment and Manage Orders' toShip list count by it; the paid ones
 * are read from the index on status, the unpaid ones on terms from migration 0025's.
 */
export const awaitingShipment = (eb: ExpressionBuilder<Database, 'orders'>) => eb.or([paidOrders(eb), unpaidOnTerms(eb)]);

/** The paid orders, all of which ship, read from the index on status. */
export const paidOrders = (eb: ExpressionBuilder<Database, 'orders'>) => eb('orders.status', '=', 'paid');

/** The unpaid orders on terms, which may ship before their transfer: few, and read from migration 0025's index. */
export const unpaidOnTerms = ({ and, eb }: ExpressionBuilder<Database, 'orders'>) =>
  and([eb('orders.status', '=', 'unpaid'), eb('orders.payment_due_at', 'is not', null)]);

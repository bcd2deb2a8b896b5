import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * An order an admin may ship now, as the contract's `mayShip` says: a paid one, or an unpaid one on terms (its transfer
 * is due by its day, shipped or not; decision 0030). The overview's awaiting shipment and Manage Orders' ready-to-ship
 * list count by it; each branch is served by the index on status.
 */
export const awaitingShipment = ({ or, and, eb }: ExpressionBuilder<Database, 'orders'>) =>
  or([eb('orders.status', '=', 'paid'), and([eb('orders.status', '=', 'unpaid'), eb('orders.payment_due_at', 'is not', null)])]);

import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from './schema';

/**
 * An order on terms whose bank transfer is not recorded yet, unpaid or shipped before it (not cancelled): what its buyer
 * owes (decision 0030). The credit limit, the account's company record, the overview's overdue invoices and the overdue
 * reminder all count orders by it, through the partial indexes of migration 0024: 'cancelled' written as a literal, as
 * SQLite uses a partial index only where it can see that the query's condition implies the index's.
 */
export const awaitingTransfer = ({ and, eb }: ExpressionBuilder<Database, 'orders'>) =>
  and([eb('orders.payment_due_at', 'is not', null), eb('orders.paid_at', 'is', null), eb('orders.status', '!=', sql.lit('cancelled'))]);

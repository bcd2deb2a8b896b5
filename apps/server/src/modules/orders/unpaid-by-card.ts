import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * An unpaid order the account's order limits hold it to (decision 0015): one paid by card. An order on terms is bounded
 * by the account's credit limit instead (decision 0030), so placing an order and the order-limit answer both leave it out.
 */
export const unpaidByCard = ({ and, eb }: ExpressionBuilder<Database, 'orders'>) =>
  and([eb('orders.status', '=', 'unpaid'), eb('orders.payment_due_at', 'is', null)]);

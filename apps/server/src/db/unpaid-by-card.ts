import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * An unpaid order paid by card: it holds its parts until its hold ends (reminded before, expired after), and the
 * account's order limits bound it (decision 0015). An unpaid order on terms has a due day instead, and the account's
 * credit limit bounds it (decision 0030), so the hold's sweeps, the overview's expiring orders, placing an order and the
 * order-limit answer all leave it out.
 */
export const unpaidByCard = ({ and, eb }: ExpressionBuilder<Database, 'orders'>) =>
  and([eb('orders.status', '=', 'unpaid'), eb('orders.payment_due_at', 'is', null)]);

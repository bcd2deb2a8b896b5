import { type Order, PAID_STATUSES, mayShip } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';
import { packingSlipPath } from '../lib/order-paths';

interface PackingSlipLinkProps {
  order: Pick<Order, '_id' | 'status' | 'paymentDueAt'>;
  describedBy?: string;
  className?: string;
}

/** The packing slip to print, for an order the shop ships or has shipped: paid, or on terms (an admin's; its page is guarded). */
export function PackingSlipLink({ order, describedBy, className = 'btn btn-sm border-base-300' }: PackingSlipLinkProps) {
  if (!(PAID_STATUSES as readonly string[]).includes(order.status) && !mayShip(order)) return null;
  return (
    <Link to={packingSlipPath(order._id)} className={`${className} whitespace-nowrap`} aria-describedby={describedBy}>
      {orderPageMessages.packingSlip}
    </Link>
  );
}

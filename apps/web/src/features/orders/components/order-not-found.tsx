import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';

/** An order that is not there (or is another customer's, which answers the same): why, and the way back to the list. */
export function OrderNotFound({ message, admin }: { message: string; admin: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{orderPageMessages.notFound}</h1>
      <p className="max-w-prose text-base-content/80">{message}</p>
      <Link to={admin ? '/dashboard/manage-orders' : '/dashboard'} className="btn btn-primary">
        {admin ? orderPageMessages.backToManageOrders : orderPageMessages.backToMyOrders}
      </Link>
    </div>
  );
}

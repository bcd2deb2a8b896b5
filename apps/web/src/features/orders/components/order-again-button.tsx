import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { useNavigate } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useOrderAgain } from '../api/order-again';
import { CART_PATH } from '../lib/order-paths';

const copy = orderPageMessages;

interface OrderAgainButtonProps {
  order: Pick<Order, '_id' | 'lines'>;
  /** The cells that name the order, in a list. */
  describedBy?: string;
  className?: string;
}

/**
 * Order again: the whole order goes into the customer's cart, to check out as it is or changed, and the cart opens. Parts
 * no longer sold are left out, and the toast names them.
 */
export function OrderAgainButton({ order, describedBy, className = 'btn btn-sm btn-outline' }: OrderAgainButtonProps) {
  const orderAgain = useOrderAgain();
  const toast = useToast();
  const navigate = useNavigate();

  const onClick = () =>
    orderAgain.mutate(order._id, {
      onSuccess: ({ skipped }) => {
        const added = order.lines.length - skipped.length;
        if (added <= 0) {
          toast.error(copy.nothingToOrderAgain(order._id));
          return;
        }
        const left = skipped.length > 0 ? ` ${copy.notSoldAnyMore(skipped)}` : '';
        toast.success(`${copy.orderedAgain(order._id, added)}${left}`);
        void navigate(CART_PATH);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <PendingButton type="button" className={`${className} whitespace-nowrap`} aria-describedby={describedBy} pending={orderAgain.isPending} onClick={onClick}>
      {copy.orderAgain}
    </PendingButton>
  );
}

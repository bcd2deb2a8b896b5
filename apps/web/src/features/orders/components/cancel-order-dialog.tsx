import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ConfirmedMutation, ConfirmedMutationDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { OrderPieces } from './order-pieces';

/** Cancel pressed on an order row: the order waits in `subject` until the dialog confirms, then `mutation` cancels it by id. */
export function useOrderCancellation<Data, Context>(mutation: UseMutationResult<Data, Error, string, Context>) {
  return useConfirmedMutation(mutation, { variables: (order: Order) => order._id, successMessage: messages.toast.orderCanceled });
}

/** 'Cancel this order?', with what will happen to the order in question told by `children`. */
export function CancelOrderDialog({ cancellation, children }: { cancellation: ConfirmedMutation<Order>; children: (order: Order) => ReactNode }) {
  return (
    <ConfirmedMutationDialog confirmation={cancellation} title="Cancel this order?" confirmLabel="Cancel Order" cancelLabel="Keep Order">
      {(order) => <p>{children(order)}</p>}
    </ConfirmedMutationDialog>
  );
}

/** The customer's own order: 'Cancel this order?', naming its pieces and total. */
export function OwnOrderCancelDialog({ cancellation }: { cancellation: ConfirmedMutation<Order> }) {
  return (
    <CancelOrderDialog cancellation={cancellation}>
      {(order) => (
        <>
          Your order of <OrderPieces order={order} /> ({formatPrice(order.price)}) will be cancelled. This cannot be undone.
        </>
      )}
    </CancelOrderDialog>
  );
}

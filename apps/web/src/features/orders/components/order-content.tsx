import type { OrderDetail } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderNotFound } from './order-not-found';

interface OrderContentProps {
  orderId: string;
  admin: boolean;
  children: (order: OrderDetail) => ReactNode;
}

/** One order read from the server (GET /api/orders/{id}) and drawn by `children`: a loader first, or why it cannot be shown. */
export function OrderContent({ orderId, admin, children }: OrderContentProps) {
  const order = useOrderDetail(orderId);
  if (order.isPending) return <InlineLoader label={orderPageMessages.loading} />;
  if (order.isError) {
    // Another customer's order answers 404 like a missing one, and a malformed id 400: asking again changes nothing.
    const refusal = order.error instanceof ApiError ? order.error.status : 0;
    if (refusal === 404 || refusal === 400) return <OrderNotFound message={order.error.message} admin={admin} />;
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} title={orderPageMessages.loadFailed} />;
  }
  return children(order.data);
}

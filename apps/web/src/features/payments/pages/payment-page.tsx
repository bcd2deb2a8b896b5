import { type Order, awaitsTransfer } from '@partsmith/contract';
import { DELIVERY_DAYS } from '@partsmith/contract/constants';
import { messages } from '@partsmith/contract/messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { type ComponentType, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useOrder } from '../api/get-order';
import { useRecordPayment } from '../api/record-payment';
import { CardError } from '../components/card-error';
import { CardFormPlaceholder } from '../components/card-form-placeholder';
import { OrderNotPayable } from '../components/order-not-payable';
import { OrderPaidNotice } from '../components/order-paid-notice';
import { PaymentDone } from '../components/payment-done';
import { PaymentSummary } from '../components/payment-summary';
import type { StripeCardFormProps } from '../components/stripe-card-form';
import { TestCardForm } from '../components/test-card-form';

type StripeCardFormComponent = ComponentType<StripeCardFormProps>;

interface PaymentPageProps {
  orderId: string;
  /** The signed-in user's email: only the order's owner pays it. */
  email: string;
  /** Stripe's card form: a chunk of its own, which the route loads only when the shop takes payments through Stripe. */
  stripeCardForm: StripeCardFormComponent;
}

/** /dashboard/payment/{id}: the order to pay and the card form; or why it cannot be paid here (an order on terms is paid by bank transfer). */
export function PaymentPage({ orderId, email, stripeCardForm }: PaymentPageProps) {
  const order = useOrder(orderId);
  usePageMeta({
    title: order.data ? `${messages.payments.pay} ${order.data.productName}` : 'Payment',
    description: `Pay an order by card; the parts are delivered within ${DELIVERY_DAYS} days.`,
  });
  // A 404, a malformed id (400) or someone else's order (403) will not change by asking again.
  const refusal = order.error instanceof ApiError ? order.error.status : 0;

  return (
    <section>
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 pt-0 text-sm">
        <ul>
          <li>
            <Link to="/dashboard">My Orders</Link>
          </li>
          <li>
            <span aria-current="page">Payment</span>
          </li>
        </ul>
      </nav>
      {order.isPending ? (
        <InlineLoader label="Loading the order…" />
      ) : order.isError ? (
        refusal === 403 ? (
          <OrderNotPayable title="This order is not yours to pay" message={order.error.message} />
        ) : refusal === 404 || refusal === 400 ? (
          <OrderNotPayable title="Order not found" message={order.error.message} />
        ) : (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} title="We could not load the order" />
        )
      ) : (
        <OrderPayment order={order.data} email={email} stripeCardForm={stripeCardForm} />
      )}
    </section>
  );
}

function OrderPayment({ order, email, stripeCardForm }: { order: Order; email: string; stripeCardForm: StripeCardFormComponent }) {
  const recordPayment = useRecordPayment();
  // The transaction id once paid on this visit; the refreshed order then says paid too, but the form stays.
  const [transactionId, setTransactionId] = useState<string | null>(null);

  if (order.email !== email) return <OrderNotPayable title="This order is not yours to pay" message={messages.orders.notYours} />;
  if (order.status === 'cancelled') {
    return <OrderNotPayable title="This order was cancelled" message="A cancelled order cannot be paid. Book the part again if you still need it." />;
  }
  if (awaitsTransfer(order) && order.paymentDueAt) {
    return (
      <OrderNotPayable
        title={orderPageMessages.paidByTransferTitle}
        message={orderPageMessages.paidByTransferText(formatDate(order.paymentDueAt))}
        link={{ to: `/dashboard/orders/${encodeURIComponent(order._id)}`, label: orderPageMessages.viewOrder }}
      />
    );
  }

  const onConfirmed = async (paidWith: string) => {
    await recordPayment.mutateAsync({ orderId: order._id, transactionId: paidWith });
    setTransactionId(paidWith);
  };
  const paidBefore = order.paid && transactionId === null;

  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <PaymentSummary order={order} paid={order.paid || transactionId !== null} />
      <div className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
        {paidBefore ? (
          <OrderPaidNotice transactionId={order.transactionId} />
        ) : (
          <>
            <h2 className="mb-5 text-xl font-bold">Pay by card</h2>
            {transactionId && <PaymentDone transactionId={transactionId} />}
            <CardPayment order={order} paid={transactionId !== null} onConfirmed={onConfirmed} stripeCardForm={stripeCardForm} />
          </>
        )}
      </div>
    </div>
  );
}

interface CardPaymentProps {
  order: Order;
  paid: boolean;
  onConfirmed: (transactionId: string) => Promise<void>;
  stripeCardForm: StripeCardFormComponent;
}

/** The card form of the provider the server names with the payment intent. */
function CardPayment({ order, paid, onConfirmed, stripeCardForm: StripeCardForm }: CardPaymentProps) {
  const intent = usePaymentIntent(order);
  if (intent.isError) {
    return <ErrorState error={intent.error} onRetry={() => void intent.refetch()} retrying={intent.isFetching} title="We could not start the payment" />;
  }
  if (!intent.data) return <CardFormPlaceholder />;

  const { provider, clientSecret, publishableKey } = intent.data;
  if (provider === 'test') return <TestCardForm clientSecret={clientSecret} paid={paid} onConfirmed={onConfirmed} />;
  if (!publishableKey) return <CardError message="Card payments are not set up on this shop yet." />;
  return (
    <Suspense fallback={<CardFormPlaceholder />}>
      <StripeCardForm publishableKey={publishableKey} clientSecret={clientSecret} email={order.email} paid={paid} onConfirmed={onConfirmed} />
    </Suspense>
  );
}

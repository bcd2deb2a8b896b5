import { type CheckoutInput, cartMessages, type PaymentMethod } from '@partsmith/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCompanyAccount } from '@/lib/company-account';
import { formatDate } from '@/lib/format';
import { useIdempotencyKeys } from '@/lib/use-idempotency-keys';
import { useCheckOut } from '../api/check-out';
import { useAddresses } from '../api/get-addresses';
import { useCart } from '../api/use-cart';
import { CartLinesSummary } from '../components/cart-lines-summary';
import { DeliveryAddressForm } from '../components/delivery-address-form';
import { EmptyCartNote } from '../components/empty-cart-note';
import { PaymentMethodChoice, creditLeft } from '../components/payment-method-choice';

/** A line changed since the customer looked (price, stock, minimum, no longer sold): the cart page flags it. */
const cartChanged = (error: unknown) => error instanceof ApiError && error.code === 'CART_CHANGED';

/**
 * /checkout, signed in: the cart's lines as they will be ordered and what the order will charge (goods, delivery, tax,
 * total), the delivery address, and Place order beside that total: one order of every line, then its payment page. An
 * account on terms (`email`'s company record says) chooses to pay by card or by bank transfer; an order on terms goes to
 * its own page, which lists its invoice. A cart that changed meanwhile sends the customer back to it; any other refusal (a
 * limit on unpaid orders or on credit, stock gone) is said here, and the page shows the cart as it is now.
 */
export function CheckoutPage({ email }: { email: string }) {
  usePageMeta({ title: cartMessages.checkoutTitle, description: cartMessages.checkoutDescription });
  const navigate = useNavigate();
  const toast = useToast();
  const { cart } = useCart();
  const addresses = useAddresses();
  const account = useCompanyAccount(email);
  const checkOut = useCheckOut();
  const idempotencyKeys = useIdempotencyKeys();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('card');
  const terms = account.data?.paymentTerms ?? null;
  const total = cart.data?.charges.total ?? 0;
  // Card when the account has no terms, or when the order no longer fits its credit.
  const method: PaymentMethod = terms && !creditLeft(terms, total).exceeded ? chosenMethod : 'card';

  const placeOrder = (address: CheckoutInput) => {
    // A card order's request is as it was before terms: the server's default.
    const delivery: CheckoutInput = method === 'transfer' ? { ...address, paymentMethod: 'transfer' } : address;
    checkOut.mutate(
      { delivery, idempotencyKey: idempotencyKeys.keyFor(delivery) },
      {
        onSuccess: ({ insertedId, order }) => {
          idempotencyKeys.settled();
          const id = encodeURIComponent(insertedId);
          if (order.paymentDueAt) {
            toast.success(cartMessages.orderPlacedOnTerms(formatDate(order.paymentDueAt)));
            void navigate(`/dashboard/orders/${id}`);
            return;
          }
          toast.success(cartMessages.orderPlaced);
          void navigate(`/dashboard/payment/${id}`);
        },
        onError: (error) => {
          idempotencyKeys.settled(error);
          toast.error(getErrorMessage(error));
          if (cartChanged(error)) void navigate('/cart');
        },
      },
    );
  };

  const failed = cart.error ?? addresses.error ?? account.error;
  let content;
  if (failed) {
    content = (
      <ErrorState
        error={failed}
        onRetry={() => void Promise.all([cart.refetch(), addresses.refetch(), account.refetch()])}
        retrying={cart.isFetching || addresses.isFetching || account.isFetching}
        title={cartMessages.cartLoadFailed}
      />
    );
  } else if (!cart.data || !addresses.data || !account.data) {
    content = <InlineLoader label={cartMessages.loadingCart} />;
  } else if (cart.data.lines.length === 0) {
    content = <EmptyCartNote />;
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <CartLinesSummary cart={cart.data} />
        {cart.data.ready ? (
          <DeliveryAddressForm
            addresses={addresses.data}
            total={total}
            pending={checkOut.isPending}
            onPlaceOrder={placeOrder}
            payment={terms && <PaymentMethodChoice terms={terms} total={total} value={method} onChange={setChosenMethod} />}
            payNote={method === 'transfer' && terms ? cartMessages.payByTransferAfter(terms.days) : cartMessages.payAfter}
          />
        ) : (
          <div role="alert" className="alert flex-wrap alert-warning">
            <p>{cartMessages.cartNeedsAttention}</p>
            <Link to="/cart" className="btn btn-sm">
              {cartMessages.backToCart}
            </Link>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <SectionHeading as="h1" title={cartMessages.checkoutTitle} description={cartMessages.checkoutDescription} />
      {content}
    </div>
  );
}

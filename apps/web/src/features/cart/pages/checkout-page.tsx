import { type CheckoutInput, cartMessages } from '@partsmith/contract';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/use-idempotency-keys';
import { useCheckOut } from '../api/check-out';
import { useAddresses } from '../api/get-addresses';
import { useCart } from '../api/use-cart';
import { CartLinesSummary } from '../components/cart-lines-summary';
import { DeliveryAddressForm } from '../components/delivery-address-form';
import { EmptyCartNote } from '../components/empty-cart-note';

/** A line changed since the customer looked (price, stock, minimum, no longer sold): the cart page flags it. */
const cartChanged = (error: unknown) => error instanceof ApiError && error.code === 'CART_CHANGED';

/**
 * /checkout, signed in: the cart's lines as they will be ordered and what the order will charge (goods, delivery, tax,
 * total), the delivery address, and Place order beside that total: one order of every line, then its payment page. A
 * cart that changed meanwhile sends the customer back to it; any other refusal (a limit on unpaid orders, stock gone) is
 * said here, and the page shows the cart as it is now.
 */
export function CheckoutPage() {
  usePageMeta({ title: cartMessages.checkoutTitle, description: cartMessages.checkoutDescription });
  const navigate = useNavigate();
  const toast = useToast();
  const { cart } = useCart();
  const addresses = useAddresses();
  const checkOut = useCheckOut();
  const idempotencyKeys = useIdempotencyKeys();

  const placeOrder = (delivery: CheckoutInput) =>
    checkOut.mutate(
      { delivery, idempotencyKey: idempotencyKeys.keyFor(delivery) },
      {
        onSuccess: ({ insertedId }) => {
          idempotencyKeys.settled();
          toast.success(cartMessages.orderPlaced);
          void navigate(`/dashboard/payment/${encodeURIComponent(insertedId)}`);
        },
        onError: (error) => {
          idempotencyKeys.settled(error);
          toast.error(getErrorMessage(error));
          if (cartChanged(error)) void navigate('/cart');
        },
      },
    );

  const failed = cart.error ?? addresses.error;
  let content;
  if (failed) {
    content = (
      <ErrorState
        error={failed}
        onRetry={() => void Promise.all([cart.refetch(), addresses.refetch()])}
        retrying={cart.isFetching || addresses.isFetching}
        title={cartMessages.cartLoadFailed}
      />
    );
  } else if (!cart.data || !addresses.data) {
    content = <InlineLoader label={cartMessages.loadingCart} />;
  } else if (cart.data.lines.length === 0) {
    content = <EmptyCartNote />;
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <CartLinesSummary cart={cart.data} />
        {cart.data.ready ? (
          <DeliveryAddressForm addresses={addresses.data} total={cart.data.charges.total} pending={checkOut.isPending} onPlaceOrder={placeOrder} />
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

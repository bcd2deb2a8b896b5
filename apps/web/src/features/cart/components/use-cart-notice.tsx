import { cartMessages } from '@partsmith/contract';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAddToCart } from '../api/add-cart-lines';
import type { CartLineRequest } from '../lib/browser-cart-lines';

/** A success toast that ends with a link to the cart (the toasts sit outside the router: the link navigates itself). */
export function useCartNotice() {
  const toast = useToast();
  const navigate = useNavigate();
  return (message: string) =>
    toast.success(
      <>
        {message}{' '}
        <a
          href="/cart"
          className="link font-semibold"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/cart');
          }}
        >
          {cartMessages.viewCart}
        </a>
      </>,
    );
}

/** Puts lines in the cart and says so with a link to it, or says why not. */
export function useAddToCartWithNotice() {
  const addToCart = useAddToCart();
  const notify = useCartNotice();
  const toast = useToast();
  return {
    pending: addToCart.isPending,
    add: (lines: CartLineRequest[], message: string, onAdded?: () => void) =>
      addToCart.mutate(lines, {
        onSuccess: () => {
          notify(message);
          onAdded?.();
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      }),
  };
}

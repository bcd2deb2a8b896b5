import { webMessages } from '@partsmith/contract/web-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cartQueryOptions } from '../api/get-cart';
import { useBrowserCartLines } from '../lib/browser-cart';
import { useCartCustomer } from '../lib/cart-customer';

/**
 * The navbar's link to the cart, with a badge counting its lines: a customer's on the server, a visitor's in the
 * browser. On every page, so it reads the count without pricing the cart (the cart page does that). On a phone an icon
 * with the badge on its corner: beside Sign Out and the theme toggle there is room for 32 px.
 */
export function CartNavLink() {
  const customer = useCartCustomer();
  const customerCart = useQuery({ ...cartQueryOptions, enabled: Boolean(customer) });
  const browserLines = useBrowserCartLines();
  const count = customer ? (customerCart.data?.lines.length ?? 0) : browserLines.length;
  return (
    <Link to="/cart" aria-label={count > 0 ? webMessages.cartWithLines(count) : webMessages.cart} className="btn relative btn-square btn-ghost btn-sm sm:btn-md sm:w-auto sm:gap-1.5 sm:px-3">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M5 8h14l-1.5 12h-11L5 8Zm4 0a3 3 0 0 1 6 0" />
      </svg>
      <span className="hidden sm:inline">{webMessages.cart}</span>
      {count > 0 && (
        <span aria-hidden="true" className="badge absolute -top-1.5 -right-2 badge-sm badge-primary tabular-nums sm:static">
          {count}
        </span>
      )}
    </Link>
  );
}

import { useSession } from '@/features/auth/api/get-session';
import type { LoginRedirectState } from '@/features/auth/components/login-redirect';
import { CartPage } from '@/features/cart/pages/cart-page';
import { CheckoutPage } from '@/features/cart/pages/checkout-page';
import { QuickAddPage } from '@/features/cart/pages/quick-add-page';
import { SavedListsPage } from '@/features/cart/pages/saved-lists-page';

// The cart's four pages are one chunk: each route of its own cost the home page's code 0.1 kB (a lazy import and the
// list of files it preloads), and whoever opens one of them is likely to open the others.

/** A visitor checks out by signing in first, and comes back to the cart (with its lines, now the account's). */
const signInThenCart = { to: '/login', state: { from: { pathname: '/cart', search: '', hash: '' } } satisfies LoginRedirectState };

/** /cart */
export function Component() {
  return <CartPage visitorCheckOut={signInThenCart} />;
}

/** /cart/quick-add */
export function QuickAdd() {
  return <QuickAddPage />;
}

/** /checkout, behind RequireAuth: the signed-in account's email says whether it may pay on terms. */
export function Checkout() {
  const email = useSession().data?.user.email;
  // RequireAuth renders this page only with a signed-in user.
  return email ? <CheckoutPage email={email} /> : null;
}

/** /dashboard/lists, behind RequireAuth. */
export function SavedLists() {
  return <SavedListsPage />;
}

import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { sessionUserIdSource, useSession } from '@/features/auth/api/get-session';
import { AccountArea } from '@/features/auth/components/account-area';
import { CartNavLink } from '@/features/cart/components/cart-nav-link';
import { CartCustomerProvider } from '@/features/cart/lib/cart-customer';
import { RouteErrorBoundary } from './route-error-boundary';

/** A new page starts at its top; going back leaves the scroll position to the browser. */
function useScrollToTopOnNewPage(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The layout every page shares. Not lazy: it is the frame the first paint needs. */
export function RootRoute() {
  const { pathname } = useLocation();
  useScrollToTopOnNewPage(pathname);
  const session = useSession();
  const signedIn = Boolean(session.data);
  // Whose cart the pages show: the user's, a visitor's (null), or not yet known (undefined).
  const queryClient = useQueryClient();
  const [cartCustomer] = useState(() => sessionUserIdSource(queryClient));
  // The same element while the address stays, so the session arriving re-renders the frame, not the whole page.
  const page = useMemo(
    () => (
      // A page that fails (or whose code fails to load) keeps the navbar and footer around it.
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    [pathname],
  );
  return (
    <CartCustomerProvider source={cartCustomer}>
      <AppLayout accountArea={<AccountArea />} menuAccountArea={<AccountArea variant="menu" />} cartLink={<CartNavLink />} signedIn={signedIn}>
        {page}
      </AppLayout>
    </CartCustomerProvider>
  );
}

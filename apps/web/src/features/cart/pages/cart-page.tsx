import { cartMessages } from '@partsmith/contract';
import { useState } from 'react';
import { Link, type To } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useEmptyCart } from '../api/empty-cart';
import { useMergeBrowserCartLines } from '../api/merge-browser-cart-lines';
import { useCart } from '../api/use-cart';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { EmptyCartNote } from '../components/empty-cart-note';
import { SaveListDialog } from '../components/save-list-dialog';

interface CartPageProps {
  /** Where a visitor's Check out goes: the sign-in page, which comes back to the cart. */
  visitorCheckOut: { to: To; state: unknown };
}

/**
 * /cart, public: a customer's cart from the server, a visitor's from the browser, each priced now at its quantity's
 * break. Flagged lines say what changed and offer the change that fixes them; Check out waits until none is flagged.
 */
export function CartPage({ visitorCheckOut }: CartPageProps) {
  usePageMeta({ title: cartMessages.cartTitle, description: cartMessages.cartDescription });
  useMergeBrowserCartLines();
  const { cart, signedIn } = useCart();
  const toast = useToast();
  const emptyCart = useEmptyCart();
  const [emptyingOpen, setEmptyingOpen] = useState(false);
  const [savingOpen, setSavingOpen] = useState(false);

  const confirmEmpty = () =>
    emptyCart.mutate(undefined, {
      onSuccess: () => toast.success(cartMessages.cartEmptied),
      onError: (error) => toast.error(getErrorMessage(error)),
      onSettled: () => setEmptyingOpen(false),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <SectionHeading
        as="h1"
        title={cartMessages.cartTitle}
        description={cartMessages.cartIntro}
        action={
          <Link to="/cart/quick-add" className="btn btn-outline btn-primary">
            {cartMessages.quickAddLink}
          </Link>
        }
      />
      <QueryContent
        query={cart}
        loading={<CartSkeleton />}
        errorTitle={cartMessages.cartLoadFailed}
        isEmpty={(found) => found.lines.length === 0}
        empty={() => <EmptyCartNote />}
      >
        {(found) => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
            <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
              {found.lines.map((line) => (
                <li key={line.productId}>
                  <CartLineItem line={line} />
                </li>
              ))}
            </ul>
            <CartSummary cart={found}>
              {!found.ready && (
                <p role="status" className="alert alert-warning text-sm">
                  {cartMessages.fixFlaggedLines}
                </p>
              )}
              {signedIn ? (
                found.ready ? (
                  <Link to="/checkout" className="btn btn-block btn-primary">
                    {cartMessages.checkOut}
                  </Link>
                ) : (
                  <button type="button" className="btn btn-block btn-primary" disabled>
                    {cartMessages.checkOut}
                  </button>
                )
              ) : (
                <>
                  <Link to={visitorCheckOut.to} state={visitorCheckOut.state} className="btn btn-block btn-primary">
                    {cartMessages.checkOut}
                  </Link>
                  <p className="text-sm text-base-content/75">{cartMessages.signInToCheckOut}</p>
                </>
              )}
              <div className="flex flex-wrap gap-2 border-t border-base-300 pt-4">
                {signedIn && (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setSavingOpen(true)}>
                    {cartMessages.saveAsList}
                  </button>
                )}
                <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setEmptyingOpen(true)}>
                  {cartMessages.emptyCartButton}
                </button>
              </div>
            </CartSummary>
          </div>
        )}
      </QueryContent>
      <ConfirmDialog
        open={emptyingOpen}
        title={cartMessages.emptyCartTitle}
        confirmLabel={cartMessages.emptyCartButton}
        cancelLabel={cartMessages.keepCart}
        pending={emptyCart.isPending}
        onConfirm={confirmEmpty}
        onCancel={() => setEmptyingOpen(false)}
      >
        {cartMessages.emptyCartText}
      </ConfirmDialog>
      {signedIn && <SaveListDialog open={savingOpen} onClose={() => setSavingOpen(false)} />}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 motion-safe:animate-pulse lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8" role="status">
      <span className="sr-only">{cartMessages.loadingCart}</span>
      <div className="skeleton h-64 rounded-box" aria-hidden="true" />
      <div className="skeleton h-48 rounded-box" aria-hidden="true" />
    </div>
  );
}

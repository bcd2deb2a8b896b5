import { lazy } from 'react';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { PaymentPage } from '@/features/payments/pages/payment-page';
import { lazyRoute } from '../lazy-route';

// Stripe's card form and Stripe.js are a chunk of their own, downloaded only when the server says the shop takes
// payments through Stripe; a failed download shows 'Loading chunk {id} failed' like a page's.
const loadStripeCardForm = lazyRoute('stripe-card-form', () => import('@/features/payments/components/stripe-card-form'));
const StripeCardForm = lazy(async () => ({ default: (await loadStripeCardForm()).StripeCardForm }));

/** /dashboard/payment/{id}, behind RequireAuth: a customer pays one of their orders. */
export function Component() {
  const { id = '' } = useParams();
  const email = useSession().data?.user.email;
  // RequireAuth renders this page only with a signed-in user. Keyed so that another order starts from a clean page.
  return email ? <PaymentPage key={`${email} ${id}`} orderId={id} email={email} stripeCardForm={StripeCardForm} /> : null;
}

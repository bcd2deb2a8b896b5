import type { PaymentIntent } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { PaymentPage } from '../pages/payment-page';
import { StripeCardForm } from './stripe-card-form';

// Stripe.js cannot load in tests (nor on machines without internet): Stripe's libraries are replaced by stand-ins.
const stripe = vi.hoisted(() => ({ loaded: true, confirmCardPayment: vi.fn(), card: { clear: vi.fn() } }));
const loadStripe = vi.hoisted(() => vi.fn());

vi.mock('@stripe/stripe-js', () => ({ loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ options }: { options?: { disabled?: boolean } }) => (
    <div data-testid="stripe-card-element" data-disabled={String(Boolean(options?.disabled))} />
  ),
  useStripe: () => (stripe.loaded ? stripe : null),
  useElements: () => (stripe.loaded ? { getElement: () => stripe.card } : null),
}));

const EMAIL = 'customer@partsmith.test';
const ORDER = makeOrder({ _id: '11', email: EMAIL, productName: 'Motherboard', quantity: 5, unitPrice: 505, price: 2525 });
const STRIPE_INTENT: PaymentIntent = { clientSecret: 'pi_3Stripe_secret_abc', provider: 'stripe', publishableKey: 'pk_test_123', amount: 2525 };

/** The shop's API with Stripe as provider; each test names its own key, since Stripe.js is loaded once per key. */
function stripeShop(publishableKey: string) {
  return mockFetch({
    'GET /api/orders/11': () => jsonResponse(ORDER),
    'POST /api/create-payment-intent': () => jsonResponse({ ...STRIPE_INTENT, publishableKey }),
    'PATCH /api/orders/11': () => jsonResponse({ modifiedCount: 1 }),
  });
}

function renderStripePayment() {
  return renderRoute(<PaymentPage orderId="11" email={EMAIL} stripeCardForm={StripeCardForm} />, {
    path: '/dashboard/payment/:id',
    url: '/dashboard/payment/11',
  });
}

const payButton = () => screen.getByRole('button', { name: 'Pay' });
/** Pay, once Stripe's card form has replaced the placeholder. */
async function pay() {
  await screen.findByTestId('stripe-card-element');
  fireEvent.click(payButton());
}

describe('StripeCardForm', () => {
  beforeEach(() => {
    stripe.loaded = true;
    stripe.confirmCardPayment.mockReset();
    stripe.card.clear.mockReset();
    loadStripe.mockReset().mockResolvedValue(stripe);
  });

  it("confirms the card payment with the order's email as billing name, then records it with PATCH { transactionId, parts }", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_3Stripe', status: 'succeeded' } });
    const fetchMock = stripeShop('pk_test_success');
    renderStripePayment();

    await pay();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_success');

    expect(await screen.findByText(messages.payments.done)).toBeInTheDocument();
    expect(screen.getByText(messages.payments.transactionIdIs, { exact: false })).toHaveTextContent('Your Trans. Id is pi_3Stripe');
    expect(stripe.confirmCardPayment).toHaveBeenCalledExactlyOnceWith(STRIPE_INTENT.clientSecret, {
      payment_method: { card: stripe.card, billing_details: { name: EMAIL } },
    });
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/create-payment-intent', body: { orderId: '11', price: 2525 } },
      { method: 'PATCH', url: '/api/orders/11', body: { transactionId: 'pi_3Stripe', parts: '11' } },
    ]);
    expect(stripe.card.clear).toHaveBeenCalled();
    expect(payButton()).toBeDisabled();
    expect(screen.getByTestId('stripe-card-element')).toHaveAttribute('data-disabled', 'true');
  });

  it("shows Stripe's error message in red under the form and records nothing", async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const fetchMock = stripeShop('pk_test_declined');
    renderStripePayment();

    await pay();

    const form = screen.getByRole('form', { name: 'Card details' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Your card was declined.'));
    expect(within(form).getByRole('alert')).toHaveClass('text-error');
    expect(writeRequests(fetchMock).map(({ method }) => method)).toEqual(['POST']);
    expect(screen.queryByText(messages.payments.done)).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('records an intent that had already succeeded when Stripe says so with its error', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'already succeeded',
        payment_intent: { id: 'pi_3Stripe', status: 'succeeded' },
      },
    });
    const fetchMock = stripeShop('pk_test_succeeded_before');
    renderStripePayment();

    await pay();

    expect(await screen.findByText(messages.payments.done)).toBeInTheDocument();
    expect(writeRequests(fetchMock).at(-1)).toEqual({ method: 'PATCH', url: '/api/orders/11', body: { transactionId: 'pi_3Stripe', parts: '11' } });
  });

  it('keeps Pay disabled until Stripe.js has loaded', async () => {
    stripe.loaded = false;
    stripeShop('pk_test_loading');
    renderStripePayment();

    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('says so when Stripe.js cannot be downloaded', async () => {
    stripe.loaded = false;
    loadStripe.mockReset().mockRejectedValue(new Error('Failed to load Stripe.js'));
    stripeShop('pk_test_offline');
    renderStripePayment();

    const form = await screen.findByRole('form', { name: 'Card details' });
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('The card form could not be loaded.'));
    expect(payButton()).toBeDisabled();
  });
});

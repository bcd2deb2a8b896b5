import type { Order, PaymentIntent } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import type { StripeCardFormProps } from '../components/stripe-card-form';
import { PaymentPage } from './payment-page';

const EMAIL = 'customer@partsmith.test';
const UNPAID = makeOrder({ _id: '11', email: EMAIL, productName: 'Motherboard', quantity: 5, unitPrice: 505, price: 2525 });
const TEST_INTENT: PaymentIntent = { clientSecret: 'pi_test_abc_secret_def', provider: 'test', publishableKey: null, amount: 2525 };
/** Next year as YY, so the expiry is always in the future. */
const NEXT_YEAR = (new Date().getFullYear() + 1) % 100;

interface Answers {
  intent?: () => Response | Promise<Response>;
  confirm?: () => Response;
  patch?: () => Response;
}

/** The shop's API for one order: reading it, its payment intent, the test card endpoint and the PATCH that marks it paid. */
function paymentServer(initial: Order, answers: Answers = {}) {
  let order = initial;
  return mockFetch({
    [`GET /api/orders/${order._id}`]: () => jsonResponse(order),
    'POST /api/create-payment-intent': () => answers.intent?.() ?? jsonResponse(TEST_INTENT),
    'POST /api/test-payments/confirm': () => answers.confirm?.() ?? jsonResponse({ status: 'succeeded', transactionId: 'pi_test_abc' }),
    [`PATCH /api/orders/${order._id}`]: (_url, init) => {
      const response = answers.patch?.() ?? jsonResponse({ modifiedCount: 1 });
      if (response.ok)
        order = { ...order, paid: true, status: 'paid', transactionId: (JSON.parse(String(init?.body)) as { transactionId: string }).transactionId };
      return response;
    },
  });
}

const stripeFormProps: StripeCardFormProps[] = [];
function StripeCardFormStub(props: StripeCardFormProps) {
  stripeFormProps.push(props);
  return <p>Stripe card form</p>;
}

function renderPaymentPage(orderId = '11', email = EMAIL) {
  return renderRoute(<PaymentPage orderId={orderId} email={email} stripeCardForm={StripeCardFormStub} />, {
    path: '/dashboard/payment/:id',
    url: `/dashboard/payment/${orderId}`,
  });
}

const payButton = () => screen.getByRole('button', { name: 'Pay' });
const cardError = () => within(screen.getByRole('form', { name: 'Card details' })).getByRole('alert');

function fillCard({ number = '4242424242424242', expiry = `12${NEXT_YEAR}`, cvc = '123' } = {}) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}

describe('PaymentPage', () => {
  it("shows 'Hello' with the email, 'Pay' with the product, the delivery promise and 'Please Pay $price'", async () => {
    const fetchMock = paymentServer(UNPAID);
    renderPaymentPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Motherboard' })).toBeInTheDocument();
    expect(screen.getByText(messages.payments.hello, { exact: false })).toHaveTextContent(`Hello, ${EMAIL}`);
    expect(screen.getByText(messages.payments.delivery)).toBeInTheDocument();
    expect(screen.getByText('Please Pay $2,525')).toBeInTheDocument();
    expect(screen.getByText('5 pieces at $505 per piece')).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Pay Motherboard');
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.getByText(/Test mode:/).closest('div')).toHaveTextContent('4242 4242 4242 4242 to pay');
    expect(screen.getByText(/Test mode:/).closest('div')).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/create-payment-intent', body: { orderId: '11', price: 2525 } }]);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps Pay disabled until the client secret exists', async () => {
    let answerIntent: (response: Response) => void = () => {};
    paymentServer(UNPAID, { intent: () => new Promise<Response>((resolve) => (answerIntent = resolve)) });
    renderPaymentPage();

    await screen.findByText('Please Pay $2,525');
    expect(payButton()).toBeDisabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    answerIntent(jsonResponse(TEST_INTENT));
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('formats the card fields as they are typed and names them for autofill', async () => {
    paymentServer(UNPAID);
    renderPaymentPage();

    const number = await screen.findByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1230' } });
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 30');
    expect(screen.getByLabelText('Expiry')).toHaveAttribute('autocomplete', 'cc-exp');
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '12a34' } });
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('checks the card before sending it', async () => {
    const fetchMock = paymentServer(UNPAID);
    renderPaymentPage();

    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');

    fillCard({ number: '4242424242424241', expiry: '0120', cvc: '12' });
    fireEvent.click(payButton());
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();

    fillCard({ expiry: `13${NEXT_YEAR}` });
    fireEvent.click(payButton());
    expect(await screen.findByText("Your card's expiration month is invalid.")).toBeInTheDocument();
    expect(writeRequests(fetchMock).map((request) => request.url)).toEqual(['/api/create-payment-intent']);
  });

  it("shows a declined card's message in red under the form and leaves the order unpaid", async () => {
    const fetchMock = paymentServer(UNPAID, {
      confirm: () => jsonResponse({ code: 'PAYMENT_FAILED', message: messages.payments.cardDeclined }, { status: 402 }),
    });
    renderPaymentPage();

    await waitFor(() => expect(payButton()).toBeEnabled());
    fillCard({ number: '4000 0000 0000 0002' });
    fireEvent.click(payButton());

    await waitFor(() => expect(cardError()).toHaveTextContent(messages.payments.cardDeclined));
    expect(cardError()).toHaveClass('text-error');
    expect(writeRequests(fetchMock).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/test-payments/confirm',
    ]);
    expect(payButton()).toBeEnabled();
    expect(screen.getByText('Please Pay $2,525')).toBeInTheDocument();
    expect(screen.queryByText(messages.payments.done)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('pays with the test card, records the transaction id with PATCH { transactionId, parts } and shows the success message', async () => {
    const fetchMock = paymentServer(UNPAID);
    renderPaymentPage();

    await waitFor(() => expect(payButton()).toBeEnabled());
    fillCard();
    fireEvent.click(payButton());

    expect(await screen.findByText(messages.payments.done)).toBeInTheDocument();
    expect(screen.getByText(messages.payments.transactionIdIs, { exact: false })).toHaveTextContent('Your Trans. Id is pi_test_abc');
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/create-payment-intent', body: { orderId: '11', price: 2525 } },
      {
        method: 'POST',
        url: '/api/test-payments/confirm',
        body: { clientSecret: TEST_INTENT.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2000 + NEXT_YEAR, cvc: '123' },
      },
      { method: 'PATCH', url: '/api/orders/11', body: { transactionId: 'pi_test_abc', parts: '11' } },
    ]);
    expect(payButton()).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    // The orders were read again (so My Orders shows Paid), and the page keeps its success message.
    const orderReads = () => fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/orders/11' && (init?.method ?? 'GET') === 'GET');
    await waitFor(() => expect(orderReads()).toHaveLength(2));
    expect(screen.getByText(messages.payments.done)).toBeInTheDocument();
    expect(screen.queryByText('Please Pay $2,525')).not.toBeInTheDocument();
  });

  it("shows the server's message when it does not confirm the payment", async () => {
    paymentServer(UNPAID, { patch: () => jsonResponse({ code: 'CONFLICT', message: messages.payments.notConfirmed }, { status: 409 }) });
    renderPaymentPage();

    await waitFor(() => expect(payButton()).toBeEnabled());
    fillCard();
    fireEvent.click(payButton());

    await waitFor(() => expect(cardError()).toHaveTextContent(messages.payments.notConfirmed));
    expect(screen.queryByText(messages.payments.done)).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('shows an order paid before as paid, with its transaction id and no card form', async () => {
    const fetchMock = paymentServer({ ...UNPAID, paid: true, status: 'paid', transactionId: 'pi_test_paid' });
    renderPaymentPage();

    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
    expect(screen.getByText(messages.payments.transactionIdIs, { exact: false })).toHaveTextContent('Your Trans. Id is pi_test_paid');
    expect(screen.getByText('Paid', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText('Please Pay $2,525')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('says a cancelled order cannot be paid and links back to My Orders', async () => {
    const fetchMock = paymentServer({ ...UNPAID, status: 'cancelled' });
    renderPaymentPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A cancelled order cannot be paid.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('offers no card form for an order on terms: says it is paid by bank transfer by its due day, and links to its page', async () => {
    const fetchMock = paymentServer(makeOrder({ ...UNPAID, paymentDueAt: '2099-03-03T10:00:00.000Z', payBy: null }));
    renderPaymentPage();

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { level: 1, name: 'This order is paid by bank transfer' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('Pay its invoice by bank transfer by March 3, 2099');
    expect(within(notice).getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/dashboard/orders/11');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it("refuses someone else's order with the server's message", async () => {
    mockFetch({ 'GET /api/orders/12': () => jsonResponse({ code: 'FORBIDDEN', message: messages.orders.notYours }, { status: 403 }) });
    renderPaymentPage('12');

    expect(await screen.findByRole('heading', { level: 1, name: 'This order is not yours to pay' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.orders.notYours);
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
  });

  it("does not offer an admin the card form for a customer's order", async () => {
    const fetchMock = paymentServer(UNPAID);
    renderPaymentPage('11', 'admin@partsmith.test');

    expect(await screen.findByRole('heading', { level: 1, name: 'This order is not yours to pay' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('says when there is no such order', async () => {
    mockFetch({ 'GET /api/orders/99': () => jsonResponse({ code: 'NOT_FOUND', message: messages.orders.notFound }, { status: 404 }) });
    renderPaymentPage('99');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.orders.notFound);
  });

  it('shows why the payment could not start, with Retry', async () => {
    paymentServer(UNPAID, { intent: () => jsonResponse({ code: 'CONFLICT', message: messages.payments.orderNotPayable }, { status: 409 }) });
    renderPaymentPage();

    expect(await screen.findByRole('heading', { name: 'We could not start the payment' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.payments.orderNotPayable);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("hands Stripe's card form the publishable key, the client secret and the order's email when the shop uses Stripe", async () => {
    stripeFormProps.length = 0;
    paymentServer(UNPAID, { intent: () => jsonResponse({ clientSecret: 'pi_1_secret_2', provider: 'stripe', publishableKey: 'pk_test_123', amount: 2525 }) });
    renderPaymentPage();

    expect(await screen.findByText('Stripe card form')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/Test mode:/)).not.toBeInTheDocument();
    expect(stripeFormProps.at(-1)).toEqual(
      expect.objectContaining({ publishableKey: 'pk_test_123', clientSecret: 'pi_1_secret_2', email: EMAIL, paid: false }),
    );
  });
});

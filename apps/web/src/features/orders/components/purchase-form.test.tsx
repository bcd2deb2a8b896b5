import { IDEMPOTENCY_KEY_HEADER, MAX_ORDER_QUANTITY, type Product } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { PurchaseForm } from './purchase-form';

const MOTHERBOARD = makeProduct({ _id: '5', name: 'Motherboard', price: 505, minimum: 5, quantity: 7, available: 7 });
const CUSTOMER = { name: 'Casey Customer', email: 'customer@partsmith.test' };

const quantityInput = () => screen.getByLabelText('Quantity');
const purchaseNow = () => screen.getByRole('button', { name: 'Purchase Now' });
const total = () => screen.getByRole('status', { name: 'Total price' });
const press = (name: 'Decrease quantity' | 'Increase quantity', times = 1) => {
  for (let press = 0; press < times; press++) fireEvent.click(screen.getByRole('button', { name }));
};
const typeQuantity = (value: string) => fireEvent.change(quantityInput(), { target: { value } });

function fillDeliveryDetails() {
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: ' 12 Lake Road, Dhaka ' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1712 345678' } });
}

/** Places an order of `quantity` pieces of the part, delivery details filled in; answers the mocked fetch once it is placed. */
async function placeOrder(product: Product, quantity: string) {
  const fetchMock = mockFetch({ 'POST /api/orders': () => jsonResponse({ insertedId: '41' }, { status: 201 }) });
  renderRoute(<PurchaseForm product={product} customer={CUSTOMER} />);
  typeQuantity(quantity);
  fillDeliveryDetails();
  fireEvent.click(purchaseNow());
  expect(await screen.findByText(messages.toast.purchaseSucceeded)).toBeInTheDocument();
  return fetchMock;
}

/** The Idempotency-Key of each POST /api/orders, in order. */
function idempotencyKeys(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER] ?? '');
}

describe('PurchaseForm', () => {
  it('offers Request a quote, with the typed quantity, only above the stock, and keeps Purchase Now disabled there', () => {
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    typeQuantity('7');
    expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    typeQuantity('250');
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/dashboard/quotes/new?productId=5&quantity=250');
    expect(purchaseNow()).toBeDisabled();
  });

  it('offers no quote where it is not wanted (an admin answers quotes, and may not request one)', () => {
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} offerQuote={false} />);

    typeQuantity('250');
    expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    expect(purchaseNow()).toBeDisabled();
  });

  it("shows the user's name and email read-only and starts at 0 pieces, $0, with Purchase Now disabled", () => {
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('customer@partsmith.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(quantityInput()).toHaveValue(0);
    expect(quantityInput()).not.toHaveAttribute('aria-invalid');
    expect(total()).toHaveTextContent('$0');
    expect(purchaseNow()).toBeDisabled();
  });

  it("plus stops at the stock with 'You cross our limit'; minus stops at the minimum with 'Please Input Minimum value!'", async () => {
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    press('Decrease quantity');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation.belowMinimum);
    expect(quantityInput()).toHaveValue(0);

    press('Increase quantity', 4);
    expect(quantityInput()).toHaveValue(4);
    expect(purchaseNow()).toBeDisabled();
    press('Increase quantity');
    expect(quantityInput()).toHaveValue(5);
    expect(purchaseNow()).toBeEnabled();
    press('Increase quantity', 2);
    expect(quantityInput()).toHaveValue(7);
    expect(purchaseNow()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    press('Increase quantity');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation.aboveLimit);
    expect(quantityInput()).toHaveValue(7);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    press('Decrease quantity', 2);
    expect(quantityInput()).toHaveValue(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    press('Decrease quantity');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation.belowMinimum);
    expect(quantityInput()).toHaveValue(5);
  });

  it('takes a typed quantity, updates the total as it changes, and allows Purchase Now only from minimum to stock', () => {
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    typeQuantity('6');
    expect(total()).toHaveTextContent('$3,030');
    expect(purchaseNow()).toBeEnabled();
    expect(quantityInput()).not.toHaveAttribute('aria-invalid');

    for (const outside of ['4', '8', '5.5', '-6']) {
      typeQuantity(outside);
      expect(purchaseNow(), `quantity ${outside}`).toBeDisabled();
      expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(quantityInput()).toHaveAccessibleDescription(`${messages.validation.belowMinimum} Order from 5 to 7 pieces.`);

    typeQuantity('8');
    expect(total()).toHaveTextContent('$4,040');
    press('Decrease quantity');
    expect(quantityInput()).toHaveValue(7);
    expect(purchaseNow()).toBeEnabled();

    typeQuantity('');
    expect(total()).toHaveTextContent('$0');
    expect(purchaseNow()).toBeDisabled();
    press('Increase quantity');
    expect(quantityInput()).toHaveValue(1);
  });

  it('counts the total in cents', () => {
    renderRoute(<PurchaseForm product={makeProduct({ price: 0.1, minimum: 1, available: 10 })} customer={CUSTOMER} />);
    typeQuantity('3');
    expect(total()).toHaveTextContent('$0.30');
  });

  it('says when fewer pieces are left than the minimum order, and never enables Purchase Now', () => {
    renderRoute(<PurchaseForm product={{ ...MOTHERBOARD, available: 3 }} customer={CUSTOMER} />);
    typeQuantity('3');
    expect(purchaseNow()).toBeDisabled();
    expect(quantityInput()).toHaveAccessibleDescription(`${messages.validation.belowMinimum} Only 3 pieces are left; orders start at 5.`);
  });

  it("requires Address and Phone with the contract's messages before sending anything", async () => {
    const fetchMock = mockFetch({});
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    typeQuantity('5');
    fireEvent.click(purchaseNow());

    expect(await screen.findByText(messages.validation.addressRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(messages.validation.phoneRequired);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    expect(await screen.findByText(messages.validation.phoneInvalid)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('posts productId, quantity, phone and address with an Idempotency-Key, then toasts and resets the form', async () => {
    const fetchMock = await placeOrder(MOTHERBOARD, '6');
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/orders', body: { productId: '5', quantity: 6, phone: '+880 1712 345678', address: '12 Lake Road, Dhaka' } },
    ]);
    expect(idempotencyKeys(fetchMock)[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(quantityInput()).toHaveValue(0);
    expect(total()).toHaveTextContent('$0');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(purchaseNow()).toBeDisabled();

    typeQuantity('5');
    fillDeliveryDetails();
    fireEvent.click(purchaseNow());
    await waitFor(() => expect(idempotencyKeys(fetchMock)).toHaveLength(2));
    const [first, second] = idempotencyKeys(fetchMock);
    expect(second, 'the next purchase has a key of its own').not.toBe(first);
  });

  it("toasts the server's message when the order is refused, and keeps what was typed", async () => {
    const refusal = messages.orders.aboveStock(4, 'Motherboard');
    mockFetch({ 'POST /api/orders': () => jsonResponse({ code: 'CONFLICT', message: refusal }, { status: 409 }) });
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    typeQuantity('6');
    fillDeliveryDetails();
    fireEvent.click(purchaseNow());

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(quantityInput()).toHaveValue(6);
    expect(screen.getByLabelText('Address')).toHaveValue(' 12 Lake Road, Dhaka ');
    expect(purchaseNow()).toBeEnabled();
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, and a changed order with a new one', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'POST /api/orders': () => {
        attempts += 1;
        if (attempts <= 2) throw new TypeError('Failed to fetch');
        return jsonResponse({ insertedId: '42' }, { status: 201 });
      },
    });
    renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);

    typeQuantity('6');
    fillDeliveryDetails();
    fireEvent.click(purchaseNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.network);
    await waitFor(() => expect(purchaseNow()).toBeEnabled());

    fireEvent.click(purchaseNow());
    await waitFor(() => expect(idempotencyKeys(fetchMock)).toHaveLength(2));
    await waitFor(() => expect(purchaseNow()).toBeEnabled());
    typeQuantity('7');
    fireEvent.click(purchaseNow());

    expect(await screen.findByText(messages.toast.purchaseSucceeded)).toBeInTheDocument();
    const [first, retry, changed] = idempotencyKeys(fetchMock);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  describe('for a part with a lead time', () => {
    // 20 in stock; what is beyond it waits for the next batch, promised within 14 days.
    const BOARD = makeProduct({
      _id: '5',
      name: 'Motherboard',
      price: 505,
      minimum: 5,
      quantity: 20,
      available: 20,
      leadTimeDays: 14,
      priceTiers: [{ minQuantity: 40, price: 480 }],
    });
    const shipsLater = () => screen.queryByText(/ now, | pieces? ships? within /);

    it('takes more than the stock, says how many pieces are in stock and how many wait, and offers no quote', () => {
      renderRoute(<PurchaseForm product={BOARD} customer={CUSTOMER} />);

      expect(quantityInput()).toHaveAccessibleDescription('Order from 5 pieces; beyond the 20 in stock, they ship within 14 days.');
      typeQuantity('20');
      expect(shipsLater()).not.toBeInTheDocument();
      expect(purchaseNow()).toBeEnabled();

      typeQuantity('50');
      expect(purchaseNow()).toBeEnabled();
      expect(quantityInput()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('20 in stock, 30 within 14 days')).toBeInTheDocument();
      expect(quantityInput()).toHaveAccessibleDescription(
        'Order from 5 pieces; beyond the 20 in stock, they ship within 14 days. 20 in stock, 30 within 14 days',
      );
      expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    });

    it('keeps the price breaks beyond the stock, and steps past the stock without a toast', () => {
      renderRoute(<PurchaseForm product={BOARD} customer={CUSTOMER} />);

      typeQuantity('39');
      expect(total()).toHaveTextContent('$19,695');
      press('Increase quantity');
      expect(quantityInput()).toHaveValue(40);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(total()).toHaveTextContent('$19,200');
      expect(screen.getByText('$480 per piece')).toBeInTheDocument();
      expect(screen.getByText('20 in stock, 20 within 14 days')).toBeInTheDocument();
    });

    it('stops at the most one order may name', async () => {
      renderRoute(<PurchaseForm product={BOARD} customer={CUSTOMER} />);

      typeQuantity(String(MAX_ORDER_QUANTITY));
      expect(purchaseNow()).toBeEnabled();
      expect(quantityInput()).toHaveAttribute('max', String(MAX_ORDER_QUANTITY));
      press('Increase quantity');
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation.aboveLimit);

      typeQuantity(String(MAX_ORDER_QUANTITY + 1));
      expect(purchaseNow()).toBeDisabled();
      expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
      expect(shipsLater()).not.toBeInTheDocument();
    });

    it('takes an order with less than the minimum in stock, and says when nothing ships now', () => {
      const { unmount } = renderRoute(<PurchaseForm product={{ ...BOARD, quantity: 3, available: 3 }} customer={CUSTOMER} />);
      typeQuantity('4');
      expect(purchaseNow()).toBeDisabled();
      expect(shipsLater()).not.toBeInTheDocument();
      typeQuantity('5');
      expect(purchaseNow()).toBeEnabled();
      expect(screen.getByText('3 in stock, 2 within 14 days')).toBeInTheDocument();
      unmount();

      renderRoute(<PurchaseForm product={{ ...BOARD, quantity: 0, available: 0, leadTimeDays: 1 }} customer={CUSTOMER} />);
      expect(quantityInput()).toHaveAccessibleDescription('Order from 5 pieces; they ship within 1 day.');
      typeQuantity('5');
      expect(screen.getByText('5 pieces ship within 1 day')).toBeInTheDocument();
    });

    it('posts the quantity beyond the stock', async () => {
      const fetchMock = await placeOrder(BOARD, '50');
      expect(writeRequests(fetchMock)).toEqual([
        { method: 'POST', url: '/api/orders', body: { productId: '5', quantity: 50, phone: '+880 1712 345678', address: '12 Lake Road, Dhaka' } },
      ]);
    });
  });

  describe('with price breaks', () => {
    const KEYS = makeProduct({
      price: 30,
      minimum: 500,
      available: 9000,
      priceTiers: [
        { minQuantity: 1000, price: 27 },
        { minQuantity: 5000, price: 25 },
      ],
    });
    const currentRow = () => screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');

    it('shows the breaks, highlights the one the quantity reaches and totals at its price', () => {
      renderRoute(<PurchaseForm product={KEYS} customer={CUSTOMER} />);
      const table = screen.getByRole('table', { name: messages.priceTiers.tableCaption });
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['PiecesPrice per piece', '500 to 999$30', '1,000 to 4,999$27', '5,000 or more$25']);
      expect(currentRow()).toBeUndefined();

      for (const [quantity, row, unitPrice, totalPrice] of [
        ['999', '500 to 999$30', '$30', '$29,970'],
        ['1000', '1,000 to 4,999$27', '$27', '$27,000'],
        ['4999', '1,000 to 4,999$27', '$27', '$134,973'],
        ['5000', '5,000 or more$25', '$25', '$125,000'],
      ] as const) {
        typeQuantity(quantity);
        expect(currentRow()).toHaveTextContent(`${row} (your price)`);
        expect(total()).toHaveTextContent(totalPrice);
        expect(screen.getByText(`${unitPrice} per piece`)).toBeInTheDocument();
      }
    });

    it('shows no table for a part without breaks', () => {
      renderRoute(<PurchaseForm product={MOTHERBOARD} customer={CUSTOMER} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('starts from the quantity it is given, at its price', () => {
      renderRoute(<PurchaseForm product={KEYS} customer={CUSTOMER} initialQuantity="1200" />);
      expect(quantityInput()).toHaveValue(1200);
      expect(total()).toHaveTextContent('$32,400');
      expect(purchaseNow()).toBeEnabled();
    });
  });
});

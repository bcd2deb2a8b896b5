import { messages } from '@partsmith/contract/messages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderOfLines } from '@/testing/test-utils';
import { PaymentSummary } from './payment-summary';

const EMAIL = 'buyer@example.com';

/** The charges above the price, row by row: what the label and the figure say. */
const charges = () => screen.getAllByRole('term').map((term) => term.parentElement?.textContent);

describe('PaymentSummary', () => {
  it("asks for an order of several parts with the spec's words, listing each part with its pieces, price per piece and line total", () => {
    const order = makeOrderOfLines(
      [
        { productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 30, price: 15000 },
        { productId: '2', productName: 'Cooler', partNumber: 'PSM-COOL-120', quantity: 30, unitPrice: 400, price: 12000 },
        { productId: '5', productName: 'Motherboard', partNumber: null, quantity: 5, unitPrice: 505, price: 2525 },
      ],
      { email: EMAIL },
    );
    render(<PaymentSummary order={order} paid={false} />);

    expect(screen.getByText(messages.payments.hello, { exact: false })).toHaveTextContent(`Hello, ${EMAIL}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay Keys and 2 more parts' })).toBeInTheDocument();
    expect(screen.getByText(messages.payments.delivery)).toBeInTheDocument();
    expect(screen.getByText('Please Pay $29,525')).toBeInTheDocument();
    // What the price is made of: the demo shop's prices include 15 % tax (rounded line by line), and delivery is free.
    expect(charges()).toEqual(['Goods$29,525', 'DeliveryFree', 'Includes tax$3,851.09']);
    expect(screen.getByText('3 lines, 535 pieces')).toBeInTheDocument();
    const parts = screen.getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'KeysPSM-KEY-104500 pieces at $30 per piece$15,000',
      'CoolerPSM-COOL-12030 pieces at $400 per piece$12,000',
      'Motherboard5 pieces at $505 per piece$2,525',
    ]);
    expect(screen.queryByText(/per piece$/, { selector: 'p' })).not.toBeInTheDocument();
  });

  it('says the pieces and price per piece of an order of one part, and what was paid once it is paid', () => {
    render(<PaymentSummary order={makeOrder({ email: EMAIL, paid: true, status: 'paid' })} paid />);

    expect(screen.getByRole('heading', { level: 1, name: 'Pay Motherboard' })).toBeInTheDocument();
    expect(screen.getByText('5 pieces at $505 per piece')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const paid = screen.getByText('Paid');
    expect(within(paid.parentElement as HTMLElement).getByText('$2,525')).toBeInTheDocument();
    expect(screen.queryByText(/Please Pay/)).not.toBeInTheDocument();
  });

  it('asks for the price of an order whose prices excluded tax, with its goods at those prices, delivery and the tax added', () => {
    const keys = {
      productId: '1',
      productName: 'Keys',
      partNumber: 'PSM-KEY-104',
      quantity: 500,
      unitPrice: 30,
      price: 17250,
      net: 15000,
      tax: 2250,
      taxRate: 15,
    };
    const cooler = {
      productId: '2',
      productName: 'Cooler',
      partNumber: 'PSM-COOL-120',
      quantity: 30,
      unitPrice: 400,
      price: 13800,
      net: 12000,
      tax: 1800,
      taxRate: 15,
    };
    const order = makeOrderOfLines([keys, cooler], {
      email: EMAIL,
      pricesIncludeTax: false,
      net: 27025,
      tax: 4053.75,
      delivery: 28.75,
      deliveryTax: 3.75,
      price: 31078.75,
    });
    render(<PaymentSummary order={order} paid={false} />);

    expect(screen.getAllByRole('listitem').map((part) => part.textContent)).toEqual([
      'KeysPSM-KEY-104500 pieces at $30 per piece$15,000',
      'CoolerPSM-COOL-12030 pieces at $400 per piece$12,000',
    ]);
    expect(charges()).toEqual(['Goods$27,000', 'Delivery$25', 'Tax$4,053.75']);
    expect(screen.getByText('Please Pay $31,078.75')).toBeInTheDocument();
  });
});

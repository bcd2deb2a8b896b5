import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { MyOrdersPage } from './my-orders-page';

const UNPAID_KEYS = makeOrder({ _id: '12', productName: 'Keys', quantity: 500, unitPrice: 30, price: 15000 });
const UNPAID_BOARD = makeOrder({ _id: '11', productName: 'Motherboard', quantity: 5, price: 2525 });
const PAID_COOLER = makeOrder({ _id: '10', productName: 'Cooler', quantity: 30, price: 12000, paid: true, status: 'paid', transactionId: 'pi_3PaidCooler' });

function ordersServer(initial: Order[], answers: { cancel?: () => Response } = {}) {
  let orders = [...initial];
  const routes: Record<string, () => Response> = { 'GET /api/orders': () => jsonResponse(orders) };
  for (const order of initial) {
    routes[`DELETE /api/orders/${order._id}`] = () => {
      const response = answers.cancel?.() ?? jsonResponse({ deletedCount: 1 });
      if (response.ok) orders = orders.filter((listed) => listed._id !== order._id);
      return response;
    };
  }
  return mockFetch(routes);
}

const row = (productName: string) => screen.getByRole('rowheader', { name: productName }).closest('tr') as HTMLElement;

describe('MyOrdersPage', () => {
  it("asks for the customer's own orders and shows product, quantity and total", async () => {
    const fetchMock = ordersServer([UNPAID_KEYS, PAID_COOLER]);
    renderRoute(<MyOrdersPage email="customer@partsmith.test" />);

    expect(await screen.findByRole('rowheader', { name: 'Keys' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/orders?email=customer%40partsmith.test']);
    expect(within(row('Keys')).getByText('500')).toBeInTheDocument();
    expect(within(row('Keys')).getByText('$15,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | My Orders');
  });

  it('shows Pay and Cancel only for an unpaid order, and Paid with the transaction id for a paid one', async () => {
    ordersServer([UNPAID_KEYS, PAID_COOLER]);
    renderRoute(<MyOrdersPage email="customer@partsmith.test" />);

    await screen.findByRole('rowheader', { name: 'Keys' });
    const unpaid = row('Keys');
    expect(within(unpaid).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/dashboard/payment/12');
    expect(within(unpaid).getByRole('link', { name: 'Pay' })).toHaveAccessibleDescription('Keys');
    expect(within(unpaid).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(unpaid).getByText(/^Pay by .*2025/)).toBeInTheDocument();
    expect(within(unpaid).queryByText('Paid')).not.toBeInTheDocument();

    const paid = row('Cooler');
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('pi_3PaidCooler')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(paid).queryByText(/^Pay by/)).not.toBeInTheDocument();
  });

  it("cancels that row's order after confirming, toasts and refreshes the list", async () => {
    const fetchMock = ordersServer([UNPAID_KEYS, UNPAID_BOARD, PAID_COOLER]);
    renderRoute(<MyOrdersPage email="customer@partsmith.test" />, { path: '/dashboard/*', url: '/dashboard/orders/12' });

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Cancel' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order of 5 pieces of Motherboard ($2,525) will be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(within(row('Motherboard')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText(messages.toast.orderCanceled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Motherboard' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Keys' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/orders/11', body: undefined }]);
  });

  it("toasts the server's message when cancelling fails", async () => {
    ordersServer([UNPAID_BOARD], { cancel: () => jsonResponse({ code: 'CONFLICT', message: messages.orders.paidCannotBeCancelled }, { status: 409 }) });
    renderRoute(<MyOrdersPage email="customer@partsmith.test" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.paidCannotBeCancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Motherboard' })).toBeInTheDocument();
  });

  it('points to the parts when there are no orders', async () => {
    ordersServer([]);
    renderRoute(<MyOrdersPage email="customer@partsmith.test" />);

    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse parts' })).toHaveAttribute('href', '/product');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { ManageOrdersPage } from './manage-orders-page';

const NADIA_UNPAID = makeOrder({ _id: '21', email: 'nadia@example.com', productName: 'Chips', quantity: 100, unitPrice: 700, price: 70000 });
const CASEY_PAID = makeOrder({ _id: '20', email: 'customer@partsmith.test', productName: 'Motherboard', paid: true, status: 'paid', transactionId: 'pi_1' });

function allOrdersServer(initial: Order[]) {
  let orders = [...initial];
  return mockFetch({
    'GET /api/allorders': () => jsonResponse(orders),
    'DELETE /api/allorders/21': () => {
      orders = orders.filter((order) => order._id !== '21');
      return jsonResponse({ deletedCount: 1 });
    },
    'DELETE /api/allorders/20': () => jsonResponse({ code: 'CONFLICT', message: messages.orders.paidCannotBeCancelled }, { status: 409 }),
  });
}

const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;

describe('ManageOrdersPage', () => {
  it('lists user email, product name, quantity, price and Unpaid or Pending', async () => {
    allOrdersServer([NADIA_UNPAID, CASEY_PAID]);
    renderRoute(<ManageOrdersPage />);

    expect(await screen.findByRole('rowheader', { name: 'nadia@example.com' })).toBeInTheDocument();
    const columns = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['#', 'User email', 'Product name', 'Quantity', 'Price', 'Status', 'Cancel Order']);
    const unpaid = row('nadia@example.com');
    expect(within(unpaid).getByText('Chips')).toBeInTheDocument();
    expect(within(unpaid).getByText('100')).toBeInTheDocument();
    expect(within(unpaid).getByText('$70,000')).toBeInTheDocument();
    expect(within(unpaid).getByText('Unpaid')).toBeInTheDocument();
    expect(within(row('customer@partsmith.test')).getByText('Pending')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Cancel Order' })).toHaveAccessibleDescription(/nadia@example\.com.*Chips/);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Manage Orders');
  });

  it('cancels through /api/allorders/{id} after a confirmation that warns it is permanent', async () => {
    const fetchMock = allOrdersServer([NADIA_UNPAID, CASEY_PAID]);
    renderRoute(<ManageOrdersPage />);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Cancel Order' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(/100 pieces of Chips by nadia@example\.com will be cancelled permanently.*cannot be undone/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText(messages.toast.orderCanceled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'nadia@example.com' })).not.toBeInTheDocument());
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/allorders/21', body: undefined }]);
  });

  it("toasts the server's message when a paid order is refused", async () => {
    allOrdersServer([NADIA_UNPAID, CASEY_PAID]);
    renderRoute(<ManageOrdersPage />);

    await screen.findByRole('table');
    fireEvent.click(within(row('customer@partsmith.test')).getByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.paidCannotBeCancelled);
    expect(screen.getByRole('rowheader', { name: 'customer@partsmith.test' })).toBeInTheDocument();
  });
});

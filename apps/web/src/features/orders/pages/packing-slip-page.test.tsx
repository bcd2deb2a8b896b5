import type { Contact, OrderDetail } from '@partsmith/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeOrderOfLines, mockFetch, renderRoute } from '@/testing/test-utils';
import { ShopAddress } from '../components/shop-address';
import { PackingSlipPage } from './packing-slip-page';

const SHOP: Contact = {
  companyName: 'Partsmith Ltd.',
  phone: '+880 2 9870 1234',
  email: 'orders@partsmith.test',
  address: '14 Factory Road, Tejgaon, Dhaka',
  website: 'https://partsmith.test',
};

const ORDER: OrderDetail = {
  ...makeOrderOfLines(
    [
      { productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 27, price: 13500 },
      { productId: '5', productName: 'Motherboard', partNumber: null, quantity: 5, unitPrice: 505, price: 2525 },
    ],
    {
      _id: '42',
      email: 'buyer@example.com',
      phone: '+880 1811 000000',
      address: '7 Mill Street, Chattogram',
      paid: true,
      status: 'paid',
      payBy: null,
      createdAt: '2025-02-03T09:30:00.000Z',
    },
  ),
  history: [],
};

function renderPackingSlip() {
  mockFetch({ 'GET /api/orders/42': () => jsonResponse(ORDER) });
  return renderRoute(<PackingSlipPage orderId="42" from={<ShopAddress contact={SHOP} />} />, {
    path: '/dashboard/manage-orders/:id/packing-slip',
    url: '/dashboard/manage-orders/42/packing-slip',
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PackingSlipPage', () => {
  it("shows the shop's address, the order's number and date, where it goes, and each part with its quantity, without prices", async () => {
    renderPackingSlip();

    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Packing slip, order #42');
    const details = screen.getByText('#42').closest('dl') as HTMLElement;
    expect(details).toHaveTextContent(/^Order#42Order date.*2025/);
    expect(within(details).getByText(/2025/)).toHaveAttribute('dateTime', '2025-02-03T09:30:00.000Z');
    expect(screen.getByRole('region', { name: 'From' })).toHaveTextContent(
      'FromPartsmith Ltd.14 Factory Road, Tejgaon, DhakaPhone: +880 2 9870 1234orders@partsmith.test',
    );
    expect(screen.getByRole('region', { name: 'Ship to' })).toHaveTextContent('Ship tobuyer@example.com7 Mill Street, ChattogramPhone: +880 1811 000000');

    const parts = screen.getByRole('table', { name: 'Order #42: 2 lines' });
    expect(
      within(parts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Part numberPartQuantity', 'PSM-KEY-104KeysQuantity: 500', '—noneMotherboardQuantity: 5', 'Total505 pieces']);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('prints with the Print button, which the printed page leaves out with the way back', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPackingSlip();

    const button = await screen.findByRole('button', { name: 'Print' });
    expect(button).toHaveClass('print:hidden');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).parentElement).toHaveClass('print:hidden');
    expect(screen.getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/dashboard/orders/42');
    expect(button.closest('[data-print-alone]')).not.toBeNull();
    fireEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
  });
});

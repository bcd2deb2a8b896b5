import type { OrderDetail } from '@partsmith/contract';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, renderRoutes } from '@/testing/test-utils';
import { Component as PackingSlip } from './dashboard-packing-slip';

const ORDER: OrderDetail = { ...makeOrder({ _id: '42', paid: true, status: 'paid', payBy: null }), history: [] };
const CONTACT = {
  companyName: 'Partsmith Ltd.',
  phone: '+880 2 9870 1234',
  email: 'orders@partsmith.test',
  address: '14 Factory Road, Dhaka',
  website: 'https://partsmith.test',
};

function renderPackingSlip() {
  return renderRoutes(<Route path="/dashboard/manage-orders/:id/packing-slip" element={<PackingSlip />} />, {
    url: '/dashboard/manage-orders/42/packing-slip',
  });
}

describe('/dashboard/manage-orders/{id}/packing-slip', () => {
  it("puts the shop's name and address, as the contact page reads them (GET /api/site), beside the order", async () => {
    mockFetch({ 'GET /api/orders/42': () => jsonResponse(ORDER), 'GET /api/site': () => jsonResponse({ contact: CONTACT }) });
    renderPackingSlip();

    expect(await screen.findByText('Partsmith Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'From' })).toHaveTextContent('14 Factory Road, Dhaka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip' })).toBeInTheDocument();
  });

  it("says when the shop's address cannot be read, and still shows the order", async () => {
    mockFetch({
      'GET /api/orders/42': () => jsonResponse(ORDER),
      'GET /api/site': () => jsonResponse({ code: 'INTERNAL', message: 'The server had a problem.' }, { status: 500 }),
    });
    renderPackingSlip();

    expect(await screen.findByRole('heading', { name: "We could not load the shop's address" })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Order #42: 1 line' })).toBeInTheDocument();
  });
});

import type { OrderDetail } from '@partsmith/contract';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, makeSession, mockFetch, renderRoutes } from '@/testing/test-utils';
import { Component as OrderRoute } from './dashboard-order';

const ORDER: OrderDetail = { ...makeOrder({ _id: '42', paid: true, status: 'paid', payBy: null }), history: [] };

function renderOrder({ email, admin }: { email: string; admin: boolean }) {
  mockFetch({
    '/api/auth/get-session': () => jsonResponse(makeSession({ email })),
    [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }),
    'GET /api/orders/42': () => jsonResponse(ORDER),
    'GET /api/orders/42/documents': () => jsonResponse([]),
  });
  return renderRoutes(<Route path="/dashboard/orders/:id" element={<OrderRoute />} />, { url: '/dashboard/orders/42' });
}

describe('/dashboard/orders/{id}', () => {
  it('shows the customer their own order, with Order again', async () => {
    renderOrder({ email: ORDER.email, admin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Packing slip' })).not.toBeInTheDocument();
  });

  it('shows an admin the order as Manage Orders does, once the server has said they are one', async () => {
    renderOrder({ email: 'admin@partsmith.test', admin: true });

    expect(await screen.findByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', '/dashboard/manage-orders/42/packing-slip');
    expect(screen.getByRole('link', { name: 'Manage Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
});

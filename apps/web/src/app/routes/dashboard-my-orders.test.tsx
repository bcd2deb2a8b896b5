import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, makeSession, mockFetch, renderRoutes } from '@/testing/test-utils';
import { Component as DashboardMyOrders } from './dashboard-my-orders';

function renderDashboardIndex(email: string, admin: boolean) {
  mockFetch({
    '/api/auth/get-session': () => jsonResponse(makeSession({ email })),
    [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }),
    '/api/orders': () => jsonResponse([makeOrder({ email })]),
  });
  return renderRoutes(
    <Route path="/dashboard">
      <Route index element={<DashboardMyOrders />} />
      <Route path="manage-orders" element={<p>manage orders page</p>} />
    </Route>,
    { url: '/dashboard' },
  );
}

describe('/dashboard', () => {
  it("shows a customer's own orders", async () => {
    renderDashboardIndex('customer@partsmith.test', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Motherboard' })).toBeInTheDocument();
  });

  it('sends an admin to Manage Orders', async () => {
    const { location } = renderDashboardIndex('admin@partsmith.test', true);
    expect(await screen.findByText('manage orders page')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/manage-orders');
  });
});

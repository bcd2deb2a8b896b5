import type { AdminOverview } from '@partsmith/contract';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, makeSession, mockFetch, renderRoutes, requestedUrls } from '@/testing/test-utils';
import { Component as DashboardIndex } from './dashboard-index';

const OVERVIEW: AdminOverview = {
  awaitingShipment: 4,
  expiringSoon: 2,
  revenueLast30Days: 12_345.5,
  paidOrdersLast30Days: 9,
  lowStockThreshold: 50,
  lowStockCount: 0,
  outOfStockCount: 0,
  lowStock: [],
};

function renderDashboardIndex(email: string, admin: boolean) {
  const fetchMock = mockFetch({
    '/api/auth/get-session': () => jsonResponse(makeSession({ email })),
    [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }),
    '/api/orders': () => jsonResponse([makeOrder({ email })]),
    '/api/admin/overview': () => jsonResponse(OVERVIEW),
  });
  const view = renderRoutes(
    <Route path="/dashboard">
      <Route index element={<DashboardIndex />} />
    </Route>,
    { url: '/dashboard' },
  );
  return { ...view, fetchMock };
}

describe('/dashboard', () => {
  it("shows a customer's own orders, and never asks for the overview", async () => {
    const { fetchMock } = renderDashboardIndex('customer@partsmith.test', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Motherboard' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).not.toContain('/api/admin/overview');
  });

  it('shows an admin the overview, in place', async () => {
    const { location, fetchMock } = renderDashboardIndex('admin@partsmith.test', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Awaiting shipment/ })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    expect(requestedUrls(fetchMock)).not.toContain('/api/orders');
  });
});

import type { AdminOverview, OrderLimit } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, makeSession, mockFetch, renderRoutes, requestedUrls, writeRequests } from '@/testing/test-utils';
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
  quotesAwaitingAnswer: 0,
  overdueInvoices: 0,
  overdueAmount: 0,
};

/** What the server answers for an unconfirmed address: $1,000, each order held 2 hours. */
const limitOf = (email: string): OrderLimit => ({
  email,
  tier: 'unconfirmed',
  ownLimit: null,
  unpaidValue: 0,
  unpaidValueLimit: 1_000,
  tierLimit: 1_000,
  holdHours: 2,
});

function renderDashboardIndex(email: string, admin: boolean, { emailVerified = true } = {}) {
  const fetchMock = mockFetch({
    '/api/auth/get-session': () => jsonResponse(makeSession({ email, emailVerified })),
    [`/api/user/order-limit/${encodeURIComponent(email)}`]: () => jsonResponse(limitOf(email)),
    'POST /api/auth/send-verification-email': () => jsonResponse({ status: true }),
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
    // The address is confirmed: nothing to ask.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks a customer whose address is unconfirmed to confirm it, says what waiting costs, and sends the link again', async () => {
    const { fetchMock } = renderDashboardIndex('new@example.com', false, { emailVerified: false });
    expect(await screen.findByRole('heading', { level: 2, name: messages.orderLimits.confirmTitle })).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(await screen.findByText(messages.orderLimits.confirmBody(1_000, 2))).toBeInTheDocument();
    expect(messages.orderLimits.confirmBody(1_000, 2)).toContain('at most $1,000 of parts, each for 2 hours');
    fireEvent.click(screen.getByRole('button', { name: messages.orderLimits.confirmSend }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(mailMessages.profile.verificationSent('new@example.com'));
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/send-verification-email', body: { email: 'new@example.com' } }]);
    expect(notice.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: 'My Orders' }))).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('shows an admin the overview, in place', async () => {
    const { location, fetchMock } = renderDashboardIndex('admin@partsmith.test', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Awaiting shipment/ })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
    expect(requestedUrls(fetchMock)).not.toContain('/api/orders');
  });
});

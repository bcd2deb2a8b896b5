import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, pagedResponse, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../router';

/** The app's own routes at /dashboard/invoices, for `email`, whom the server says is an admin or not. */
function renderInvoicesRoute(email: string | null, admin = false) {
  mockFetch({
    '/api/auth/get-session': () => jsonResponse(email === null ? null : makeSession({ email })),
    ...(email !== null && { [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }) }),
    '/api/admin/invoices': (url) => pagedResponse([], url),
  });
  return renderRoutes(appRoutes, { url: '/dashboard/invoices' });
}

describe('/dashboard/invoices', () => {
  it('is an admin page, with its link in the dashboard menu', async () => {
    renderInvoicesRoute('admin@partsmith.test', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns a customer away to /login, as every admin page does', async () => {
    const { location } = renderInvoicesRoute('customer@partsmith.test');
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
    expect(location().state).toMatchObject({ adminRequired: true, from: expect.objectContaining({ pathname: '/dashboard/invoices' }) });
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { location } = renderInvoicesRoute(null);
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
  });
});

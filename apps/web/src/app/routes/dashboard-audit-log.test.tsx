import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, pagedResponse, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../router';

/** The app's own routes at /dashboard/audit-log, for `email`, whom the server says is an admin or not. */
function renderAuditLogRoute(email: string | null, admin = false) {
  mockFetch({
    '/api/auth/get-session': () => jsonResponse(email === null ? null : makeSession({ email })),
    ...(email !== null && { [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }) }),
    '/api/admin/audit': (url) => pagedResponse([], url),
  });
  return renderRoutes(appRoutes, { url: '/dashboard/audit-log' });
}

describe('/dashboard/audit-log', () => {
  it('is an admin page, with its link in the dashboard menu', async () => {
    renderAuditLogRoute('admin@partsmith.test', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns a customer away to /login, as every admin page does', async () => {
    const { location } = renderAuditLogRoute('customer@partsmith.test');
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
    expect(location().state).toMatchObject({ adminRequired: true, from: expect.objectContaining({ pathname: '/dashboard/audit-log' }) });
    expect(screen.queryByRole('heading', { name: 'Audit Log' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { location } = renderAuditLogRoute(null);
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
  });
});

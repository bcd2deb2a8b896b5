import type { ShopSettings } from '@partsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../router';

const SETTINGS: ShopSettings = {
  pricesIncludeTax: false,
  standardRate: 15,
  reducedRate: 5,
  deliveryCharge: 10,
  freeDeliveryFrom: 500,
  sellerName: 'Partsmith',
  sellerAddress: '',
  sellerTaxNumber: '',
  bankDetails: '',
};

/** The app's own routes at /dashboard/settings, for `email`, whom the server says is an admin or not. */
function renderSettingsRoute(email: string | null, admin = false) {
  mockFetch({
    '/api/auth/get-session': () => jsonResponse(email === null ? null : makeSession({ email })),
    ...(email !== null && { [`/api/admin/${encodeURIComponent(email)}`]: () => jsonResponse({ admin }) }),
    '/api/admin/settings': () => jsonResponse(SETTINGS),
  });
  return renderRoutes(appRoutes, { url: '/dashboard/settings' });
}

describe('/dashboard/settings', () => {
  it('is an admin page, with its link in the dashboard menu', async () => {
    renderSettingsRoute('admin@partsmith.test', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Shop Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns a customer away to /login, as every admin page does', async () => {
    const { location } = renderSettingsRoute('customer@partsmith.test');
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
    expect(location().state).toMatchObject({ adminRequired: true, from: expect.objectContaining({ pathname: '/dashboard/settings' }) });
    expect(screen.queryByRole('heading', { name: 'Shop Settings' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    const { location } = renderSettingsRoute(null);
    await waitFor(() => expect(location().pathname).toBe('/login'), { timeout: 10_000 });
  });
});

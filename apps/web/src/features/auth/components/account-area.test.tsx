import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes, writeRequests } from '@/testing/test-utils';
import { AccountArea } from './account-area';

describe('AccountArea', () => {
  it('offers Login to a visitor', async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(null) });
    renderRoutes(<Route path="*" element={<AccountArea />} />, { url: '/product' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it("shows the user's name and signs out on the server, then goes home and forgets the account", async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession({ name: 'Casey Customer' }) : null),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
    });
    const { location, queryClient } = renderRoutes(<Route path="*" element={<AccountArea />} />, { url: '/dashboard/profile' });
    queryClient.setQueryData(['account', 'profile', 'customer@partsmith.test'], { name: 'Casey Customer' });

    expect(await screen.findByText('Casey Customer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/sign-out', body: {} }]);
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(queryClient.getQueryData(['account', 'profile', 'customer@partsmith.test'])).toBeUndefined();
  });
});

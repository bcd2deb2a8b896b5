import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { jsonResponse, makeSession, mockFetch, renderRoutes } from '@/testing/test-utils';
import { Component as DashboardProfile } from './dashboard-profile';

describe('/dashboard/profile', () => {
  it('after signing out everywhere, the browser is signed out too and lands on /login with a toast', async () => {
    let signedIn = true;
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession() : null),
      '/api/user/profile/customer%40partsmith.test': () =>
        jsonResponse({ name: 'Casey Customer', email: 'customer@partsmith.test', education: null, address: null, phone: null, linkedin: null }),
      'POST /api/auth/revoke-sessions': () => {
        signedIn = false;
        return jsonResponse({ status: true });
      },
    });
    const { location, queryClient } = renderRoutes(
      <>
        <Route path="/dashboard/profile" element={<DashboardProfile />} />
        <Route path="/login" element={<p>the login page</p>} />
      </>,
      { url: '/dashboard/profile' },
    );

    fireEvent.click(await screen.findByRole('button', { name: messages.sessions.signOutEverywhere }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages.sessions.signOutEverywhere }));

    expect(await screen.findByText('the login page')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(screen.getByText(messages.sessions.signedOut)).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
  });
});

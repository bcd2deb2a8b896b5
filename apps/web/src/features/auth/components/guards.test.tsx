import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes, requestedUrls } from '@/testing/test-utils';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';

function renderGuarded(url: string) {
  return renderRoutes(
    <>
      <Route path="/login" element={<p>login page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/profile" element={<p>profile page</p>} />
        <Route element={<RequireAdmin />}>
          <Route path="/dashboard/users" element={<p>users page</p>} />
        </Route>
      </Route>
    </>,
    { url },
  );
}

describe('RequireAuth', () => {
  it('shows a loader while the session loads, then lets a signed-in user in', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ '/api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderGuarded('/dashboard/profile');

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    answer(jsonResponse(makeSession()));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(null) });
    const { location } = renderGuarded('/dashboard/profile?tab=2');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: expect.objectContaining({ pathname: '/dashboard/profile', search: '?tab=2' }) });
  });
});

describe('RequireAdmin', () => {
  it('asks the server about the email and turns a customer away to /login', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => jsonResponse(makeSession({ email: 'customer@partsmith.test' })),
      '/api/admin/customer%40partsmith.test': () => jsonResponse({ admin: false }),
    });
    const { location } = renderGuarded('/dashboard/users');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('users page')).not.toBeInTheDocument();
    expect(location().state).toEqual({ from: expect.objectContaining({ pathname: '/dashboard/users' }), adminRequired: true });
    expect(requestedUrls(fetchMock)).toContain('/api/admin/customer%40partsmith.test');
  });

  it('lets an admin in', async () => {
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(makeSession({ email: 'admin@partsmith.test', role: 'admin' })),
      '/api/admin/admin%40partsmith.test': () => jsonResponse({ admin: true }),
    });
    renderGuarded('/dashboard/users');
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login like any guarded page', async () => {
    const fetchMock = mockFetch({ '/api/auth/get-session': () => jsonResponse(null) });
    const { location } = renderGuarded('/dashboard/users');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ from: expect.objectContaining({ pathname: '/dashboard/users' }) });
    expect(requestedUrls(fetchMock)).toEqual(['/api/auth/get-session']);
  });
});

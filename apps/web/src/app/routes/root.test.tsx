import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes, requestedUrls } from '@/testing/test-utils';
import { forgetAccount } from '@/features/auth/api/get-session';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RootRoute } from './root';

function renderRoot() {
  return renderRoutes(
    <Route element={<RootRoute />}>
      <Route path="*" element={<p>page</p>} />
    </Route>,
    { url: '/product' },
  );
}

describe('the navbar account area', () => {
  it('shows Login and no Dashboard link to a visitor', async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(null) });
    renderRoot();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("shows the user's name, Sign Out and the Dashboard link, in the navbar and the drawer", async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(makeSession({ name: 'Casey Customer' })) });
    renderRoot();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Casey Customer')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByText('Casey Customer')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('Sign Out', () => {
  it('from a guarded page, ends the session and goes home rather than to /login', async () => {
    let signedIn = true;
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession() : null),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
    });
    const { location } = renderRoutes(
      <Route element={<RootRoute />}>
        <Route index element={<p>home page</p>} />
        <Route path="login" element={<p>login page</p>} />
        <Route element={<RequireAuth />}>
          <Route path="dashboard/profile" element={<p>profile page</p>} />
        </Route>
      </Route>,
      { url: '/dashboard/profile' },
    );

    expect(await screen.findByText('profile page')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(location().pathname).toBe('/');
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
  });
});

describe('Sign Out while the cart is being read', () => {
  it('stops the read before the server ends the session, so it is never answered 401', async () => {
    let signedIn = true;
    const cartAnswers: number[] = [];
    let releaseCart = () => {};
    const cartHeld = new Promise<void>((resolve) => (releaseCart = resolve));
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession() : null),
      'POST /api/auth/sign-out': async () => {
        signedIn = false;
        // The cart's answer comes once the session has ended, before the page has moved on.
        releaseCart();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse({ success: true });
      },
      // As the server answers: the cart of the session the request carries, 401 once it has ended.
      'GET /api/cart': (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The read was stopped', 'AbortError')));
          void cartHeld.then(() => {
            if (init?.signal?.aborted) return;
            cartAnswers.push(signedIn ? 200 : 401);
            resolve(signedIn ? jsonResponse({ lines: [], total: 0, flaggedCount: 0 }) : jsonResponse({ code: 'UNAUTHORIZED' }, { status: 401 }));
          });
        }),
    });
    const fetchMock = vi.mocked(fetch);
    renderRoutes(
      <Route element={<RootRoute />}>
        <Route index element={<p>home page</p>} />
        <Route path="*" element={<p>page</p>} />
      </Route>,
      { url: '/product' },
    );
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/cart'));

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(signedIn).toBe(false);
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartAnswers).not.toContain(401);
  });
});

describe('signing out everywhere', () => {
  it("forgets the account without asking the server for the signed-out customer's cart again", async () => {
    const cartRequests: string[] = [];
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(makeSession()),
      'GET /api/cart': () => {
        cartRequests.push('GET /api/cart');
        return jsonResponse({ lines: [], total: 0, flaggedCount: 0 });
      },
    });
    const { queryClient } = renderRoutes(
      <Route element={<RootRoute />}>
        <Route path="*" element={<p>page</p>} />
      </Route>,
      { url: '/product' },
    );
    await waitFor(() => expect(cartRequests).toHaveLength(1));
    forgetAccount(queryClient);
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    // What would fetch it again does so as the navbar renders signed out: a moment later is late enough to see it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartRequests).toHaveLength(1);
  });
});

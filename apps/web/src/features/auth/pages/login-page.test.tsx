import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type InitialEntry, Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes, writeRequests } from '@/testing/test-utils';
import { LoginPage } from './login-page';

const v = messages.validation;

function renderLogin(url: InitialEntry = '/login') {
  return renderRoutes(
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>landed</p>} />
    </>,
    { url },
  );
}

function signedOutServer(signIn: () => Response = () => jsonResponse({ token: 't', user: {} })) {
  let signedIn = false;
  return mockFetch({
    '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession() : null),
    '/api/auth-options': () => jsonResponse({ google: true }),
    'POST /api/auth/sign-in/email': () => {
      const response = signIn();
      signedIn = response.ok;
      return response;
    },
  });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it('has the fields, the Login button and the links of the spec', async () => {
    signedOutServer();
    renderLogin();

    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'New to Our Site? Create New Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Login');
  });

  it('shows each validation message under its field on submit, and clears it as the user fixes the field', async () => {
    const fetchMock = signedOutServer();
    renderLogin();
    await screen.findByLabelText('Email');

    submit();
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription(v.emailRequired);
    expect(passwordField()).toHaveAccessibleDescription(v.passwordRequired);

    fireEvent.change(emailField(), { target: { value: 'not-an-email' } });
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    fireEvent.change(passwordField(), { target: { value: '12345' } });
    expect(await screen.findByText(v.passwordTooShort)).toBeInTheDocument();

    fireEvent.change(emailField(), { target: { value: 'casey@example.com' } });
    fireEvent.change(passwordField(), { target: { value: '123456' } });
    await waitFor(() => expect(screen.queryByText(v.emailInvalid)).not.toBeInTheDocument());
    expect(screen.queryByText(v.passwordTooShort)).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it("shows the provider's message under the form on a wrong password", async () => {
    signedOutServer(() => jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 }));
    const { location } = renderLogin();
    await screen.findByLabelText('Email');

    fireEvent.change(emailField(), { target: { value: 'casey@example.com' } });
    fireEvent.change(passwordField(), { target: { value: 'wrong-password' } });
    submit();

    const error = await screen.findByText('Invalid email or password');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveClass('text-sm');
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows why a sign-in is refused for too many attempts, under the form, and lets the user try again later', async () => {
    const limited = messages.auth.tooManyGuesses(900);
    let refuse = true;
    signedOutServer(() =>
      refuse
        ? jsonResponse({ code: 'RATE_LIMITED', message: limited }, { status: 429, headers: { 'Retry-After': '900' } })
        : jsonResponse({ token: 't', user: {} }),
    );
    const { location } = renderLogin();
    await screen.findByLabelText('Email');

    fireEvent.change(emailField(), { target: { value: 'casey@example.com' } });
    fireEvent.change(passwordField(), { target: { value: 'right-password' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    refuse = false;
    submit();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('sends the checked values once, shows progress, and returns to the remembered page', async () => {
    let release: () => void = () => {};
    const fetchMock = signedOutServer(() => jsonResponse({ token: 't', user: {} }));
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      return original!(input, init);
    });
    const { location } = renderLogin({ pathname: '/login', state: { from: { pathname: '/dashboard/profile', search: '?tab=1', hash: '' } } });
    await screen.findByLabelText('Email');

    fireEvent.change(emailField(), { target: { value: '  Casey@Example.com ' } });
    fireEvent.change(passwordField(), { target: { value: 'right-password' } });
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    submit();
    release();

    await waitFor(() => expect(location().pathname).toBe('/dashboard/profile'));
    expect(location().search).toBe('?tab=1');
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'casey@example.com', password: 'right-password' } },
    ]);
  });

  it('goes home when no page was remembered', async () => {
    signedOutServer();
    const { location } = renderLogin();
    await screen.findByLabelText('Email');
    fireEvent.change(emailField(), { target: { value: 'casey@example.com' } });
    fireEvent.change(passwordField(), { target: { value: 'right-password' } });
    submit();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('says so when Google sign-in is not set up, instead of failing', async () => {
    mockFetch({
      '/api/auth/get-session': () => jsonResponse(null),
      '/api/auth-options': () => jsonResponse({ google: false }),
    });
    renderLogin();

    const google = await screen.findByRole('button', { name: 'Login with Google' });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription(messages.auth.googleNotConfigured);
  });

  it('says when Google sign-in did not complete', async () => {
    signedOutServer();
    renderLogin('/login?google=failed&error=access_denied');
    expect(await screen.findByText(messages.auth.googleFailed)).toHaveAttribute('role', 'alert');
  });

  it('tells a signed-in user who they are, and a non-admin sent from an admin page that it needs an admin', async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(makeSession({ name: 'Casey Customer' })) });
    renderLogin({ pathname: '/login', state: { from: { pathname: '/dashboard/users', search: '', hash: '' }, adminRequired: true } });

    expect(await screen.findByText('That page needs an admin account.')).toBeInTheDocument();
    expect(screen.getByText('Casey Customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

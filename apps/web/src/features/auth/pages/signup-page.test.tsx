import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSession, mockFetch, renderRoutes, writeRequests } from '@/testing/test-utils';
import { SignUpPage } from './signup-page';

const v = messages.validation;

function signUpServer(signUp: () => Response = () => jsonResponse({ token: 't', user: {} })) {
  let signedIn = false;
  return mockFetch({
    '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession({ name: 'Nadia New' }) : null),
    '/api/auth-options': () => jsonResponse({ google: true }),
    'POST /api/auth/sign-up/email': () => {
      const response = signUp();
      signedIn = response.ok;
      return response;
    },
  });
}

function renderSignUp() {
  return renderRoutes(
    <>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="*" element={<p>landed</p>} />
    </>,
    { url: '/signup' },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'SignUp' }));

describe('SignUpPage', () => {
  it('has Name, Email and Password, the SignUp button, the Please Login link and Google', async () => {
    signUpServer();
    renderSignUp();

    expect(await screen.findByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Sign Up');
  });

  it('shows each validation message under its field', async () => {
    const fetchMock = signUpServer();
    renderSignUp();
    await screen.findByLabelText('Name');

    submit();
    expect(await screen.findByText(v.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(v.nameRequired);

    type('Email', 'nadia@');
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(v.emailInvalid);
    type('Password', 'abc');
    expect(await screen.findByText(v.passwordTooShort)).toBeInTheDocument();
    type('Name', 'Nadia');
    await waitFor(() => expect(screen.queryByText(v.nameRequired)).not.toBeInTheDocument());
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('says under the name why a name with a link is refused, and sends nothing', async () => {
    const fetchMock = signUpServer();
    renderSignUp();
    await screen.findByLabelText('Name');
    type('Name', 'Unlock at www.evil.example');
    type('Email', 'nadia@example.com');
    type('Password', 'copper heat pipes');
    submit();
    expect(await screen.findByText(v.nameLink)).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(v.nameLink);
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it("shows the server's message under the form when the email is taken", async () => {
    const taken = 'User already exists. Use another email.';
    signUpServer(() => jsonResponse({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: taken }, { status: 422 }));
    const { location } = renderSignUp();
    await screen.findByLabelText('Name');

    type('Name', 'Nadia');
    type('Email', 'customer@partsmith.test');
    type('Password', 'a-good-password');
    submit();

    expect(await screen.findByText(taken)).toHaveAttribute('role', 'alert');
    expect(location().pathname).toBe('/signup');
  });

  it('puts a password refused as too common under the password field', async () => {
    signUpServer(() => jsonResponse({ code: 'PASSWORD_TOO_COMMON', message: v.passwordTooCommon }, { status: 400 }));
    renderSignUp();
    await screen.findByLabelText('Name');

    type('Name', 'Nadia');
    type('Email', 'nadia@example.com');
    type('Password', 'password');
    submit();

    await waitFor(() => expect(field('Password')).toHaveAccessibleDescription(v.passwordTooCommon));
  });

  it('creates the account with the checked values and opens /product', async () => {
    const fetchMock = signUpServer();
    const { location } = renderSignUp();
    await screen.findByLabelText('Name');

    type('Name', ' Nadia New ');
    type('Email', 'Nadia@Example.com');
    type('Password', 'a-good-password');
    submit();

    await waitFor(() => expect(location().pathname).toBe('/product'));
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/auth/sign-up/email', body: { name: 'Nadia New', email: 'nadia@example.com', password: 'a-good-password' } },
    ]);
  });
});

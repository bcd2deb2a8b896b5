import { mailMessages } from '@partsmith/contract/mail-messages';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

describe('forgot password', () => {
  it('is linked from the login page', async () => {
    mockFetch({ '/api/auth/get-session': () => jsonResponse(null), '/api/auth-options': () => jsonResponse({ google: false }) });
    renderRoute(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: mailMessages.forgotPassword.link })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the address, asks for a link, and then says the same whatever the address', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/request-password-reset': () => jsonResponse({ status: true }) });
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const submit = screen.getByRole('button', { name: mailMessages.forgotPassword.submit });
    fireEvent.click(submit);
    expect(await screen.findByText(messages.validation.emailRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Casey@Example.com' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(mailMessages.forgotPassword.sent);
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/request-password-reset', body: { email: 'casey@example.com' } }]);
  });
});

describe('reset password', () => {
  it('sets the new password under the sign-up rules with the token of the link', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/reset-password': () => jsonResponse({ status: true }) });
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=abc123' });
    const field = screen.getByLabelText(mailMessages.resetPassword.newPassword);
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: mailMessages.resetPassword.submit }));
    expect(await screen.findByText(messages.validation.passwordTooShort)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: mailMessages.resetPassword.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(mailMessages.resetPassword.done);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/auth/reset-password', body: { token: 'abc123', newPassword: 'a brand new passphrase' } },
    ]);
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    mockFetch({ 'POST /api/auth/reset-password': () => jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }) });
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=used' });
    fireEvent.change(screen.getByLabelText(mailMessages.resetPassword.newPassword), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: mailMessages.resetPassword.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mailMessages.resetPassword.invalidLink);
    expect(screen.getByRole('link', { name: mailMessages.resetPassword.askAgain })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('verify email', () => {
  it('confirms nothing when the page opens, and confirms the address with the token of the link when the button is pressed', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/verify-email': () => jsonResponse({ status: true, user: null }) });
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=jwt' });
    const button = await screen.findByRole('button', { name: mailMessages.verify.confirm });
    expect(writeRequests(fetchMock)).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(mailMessages.verify.done)).toHaveAttribute('role', 'status');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/verify-email', body: { token: 'jwt' } }]);
  });

  it('says when the link is not valid', async () => {
    mockFetch({ 'POST /api/auth/verify-email': () => jsonResponse({ code: 'TOKEN_EXPIRED', message: 'Token expired' }, { status: 401 }) });
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=old' });
    fireEvent.click(await screen.findByRole('button', { name: mailMessages.verify.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mailMessages.verify.invalidLink);
  });
});

import { billingMessages } from '@partsmith/contract/billing-messages';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { ProfilePage } from './profile-page';

const SAVED = {
  name: 'Casey Customer',
  email: 'customer@partsmith.test',
  education: 'BSc in Electrical Engineering',
  address: '12 Road, Dhaka',
  phone: '+880 1712 345678',
  linkedin: 'https://www.linkedin.com/in/casey',
};

const c = billingMessages.company;
/** An account's company record with nothing set (its fields as the server's answer has them). */
const COMPANY = { companyName: '', taxNumber: '', billingAddress: '', taxExemptCertificate: null, paymentTerms: null };

/** What the page's other sections read as it opens: the order-email choices and the company record. */
const PREFERENCES = {
  '/api/email-preferences': () => jsonResponse({ orderUpdates: true, paymentReminders: true }),
  'GET /api/user/company/customer%40partsmith.test': () => jsonResponse(COMPANY),
};

describe('ProfilePage', () => {
  it('shows name and email read-only and the saved fields prefilled', async () => {
    mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    expect(await screen.findByLabelText('Education')).toHaveValue(SAVED.education);
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('customer@partsmith.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Address')).toHaveValue(SAVED.address);
    expect(screen.getByLabelText('Phone')).toHaveValue(SAVED.phone);
    expect(screen.getByLabelText('LinkedIn Link')).toHaveValue(SAVED.linkedin);
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | My Profile');
  });

  it('validates with the contract schema, then sends the 4 fields with the email and toasts', async () => {
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse({ ...SAVED, education: null, address: null, phone: null, linkedin: null }),
      'PUT /api/user/update/customer%40partsmith.test': () => jsonResponse({ modifiedCount: 1 }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    const submit = await screen.findByRole('button', { name: 'Update Profile' });
    fireEvent.click(submit);
    expect(await screen.findByText(messages.validation.educationRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.linkedinRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn Link')).toHaveAccessibleDescription(messages.validation.linkedinRequired);

    fireEvent.change(screen.getByLabelText('Education'), { target: { value: SAVED.education } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: SAVED.address } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: SAVED.phone } });
    fireEvent.change(screen.getByLabelText('LinkedIn Link'), { target: { value: SAVED.linkedin } });
    fireEvent.click(submit);

    expect(await screen.findByText(messages.toast.profileUpdated)).toBeInTheDocument();
    const { name: _name, ...payload } = SAVED;
    await waitFor(() => expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/update/customer%40partsmith.test', body: payload }]));
  });

  it("toasts the server's message when saving fails", async () => {
    mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'PUT /api/user/update/customer%40partsmith.test': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.ownAccountOnly }, { status: 403 }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.ownAccountOnly);
  });

  it('signs out everywhere only after the confirmation, then says so and lets the app forget the account', async () => {
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/revoke-sessions': () => jsonResponse({ status: true }),
    });
    const signedOut = vi.fn();
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={signedOut} />);

    expect(screen.getByRole('heading', { level: 2, name: messages.sessions.signOutEverywhere })).toBeInTheDocument();
    expect(screen.getByText(messages.sessions.hint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: messages.sessions.signOutEverywhere }));
    let dialog = await screen.findByRole('dialog', { name: messages.sessions.question });
    expect(dialog).toHaveTextContent(messages.sessions.warning);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: messages.sessions.signOutEverywhere }));
    dialog = await screen.findByRole('dialog', { name: messages.sessions.question });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.sessions.signOutEverywhere }));

    expect(await screen.findByText(messages.sessions.signedOut)).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/revoke-sessions', body: {} }]);
  });

  it("toasts the server's message and keeps the account when signing out everywhere fails", async () => {
    mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/revoke-sessions': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.crossOrigin }, { status: 403 }),
    });
    const signedOut = vi.fn();
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={signedOut} />);

    fireEvent.click(screen.getByRole('button', { name: messages.sessions.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog', { name: messages.sessions.question });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.sessions.signOutEverywhere }));

    expect(await screen.findByText(messages.auth.crossOrigin)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('shows whether the address is verified, and sends a new verification link on request', async () => {
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/send-verification-email': () => jsonResponse({ status: true }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified={false} onSignedOutEverywhere={() => {}} />);

    expect(screen.getByText(mailMessages.profile.notVerified)).toBeInTheDocument();
    expect(screen.getByText(mailMessages.profile.notVerifiedHint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: mailMessages.profile.sendVerification }));
    expect(await screen.findByText(mailMessages.profile.verificationSent('customer@partsmith.test'))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/send-verification-email', body: { email: 'customer@partsmith.test' } }]);
  });

  it('shows a verified address without the button', async () => {
    mockFetch({ ...PREFERENCES, '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED) });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);
    expect(screen.getByText(mailMessages.profile.verified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: mailMessages.profile.sendVerification })).not.toBeInTheDocument();
  });

  it('saves the order-email choices', async () => {
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'PUT /api/email-preferences': (_url, init) => jsonResponse(JSON.parse(String(init?.body))),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    const reminders = await screen.findByLabelText(mailMessages.profile.paymentReminders);
    expect(reminders).toBeChecked();
    expect(screen.getByLabelText(mailMessages.profile.orderUpdates)).toBeChecked();
    fireEvent.click(reminders);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(mailMessages.profile.preferencesSaved)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/email-preferences', body: { orderUpdates: true, paymentReminders: false } }]);
  });

  it('changes the password under the sign-up rules, and says when the current one is wrong', async () => {
    let answer = jsonResponse({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { status: 400 });
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/change-password': () => answer,
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    const submit = screen.getByRole('button', { name: mailMessages.profile.changePassword });
    fireEvent.change(screen.getByLabelText(mailMessages.profile.currentPassword), { target: { value: 'the old passphrase' } });
    fireEvent.change(screen.getByLabelText(mailMessages.profile.newPassword), { target: { value: '123' } });
    fireEvent.click(submit);
    expect(await screen.findByText(messages.validation.passwordTooShort)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText(mailMessages.profile.newPassword), { target: { value: 'a brand new passphrase' } });
    fireEvent.click(submit);
    expect(await screen.findByText(mailMessages.profile.wrongCurrentPassword)).toBeInTheDocument();

    answer = jsonResponse({ token: null, user: {} });
    fireEvent.click(submit);
    expect(await screen.findByText(mailMessages.profile.passwordChanged)).toBeInTheDocument();
    expect(writeRequests(fetchMock).at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: 'the old passphrase', newPassword: 'a brand new passphrase', revokeOtherSessions: true },
    });
  });
  it('shows the Company section beside the profile form, prefilled, with the tax exemption and payment terms an admin set', async () => {
    mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'GET /api/user/company/customer%40partsmith.test': () =>
        jsonResponse({
          companyName: 'Acme Ltd',
          taxNumber: 'BIN-123',
          billingAddress: '1 Mill Lane\nDhaka',
          taxExemptCertificate: 'EX-2026-0042',
          paymentTerms: { days: 30, creditLimit: 5000, owed: 1250.5 },
        }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);

    const section = await screen.findByRole('region', { name: c.heading });
    expect(await within(section).findByLabelText(c.companyName)).toHaveValue('Acme Ltd');
    expect(within(section).getByLabelText(c.taxNumber)).toHaveValue('BIN-123');
    expect(within(section).getByLabelText(c.billingAddress)).toHaveValue('1 Mill Lane\nDhaka');
    expect(within(section).getByLabelText(c.billingAddress)).toHaveAccessibleDescription(c.billingAddressHint);
    expect(within(section).getByText('Tax exempt (certificate EX-2026-0042)')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Your account may pay by bank transfer within 30 days of each order, owing up to $5,000 at once. You owe $1,250.50 on terms now.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: c.save })).toBeDisabled();
    // The specification's form keeps its own fields and button (it appears once the profile has loaded, in either order).
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  });

  it('says nothing of tax exemption for an account that pays tax', async () => {
    mockFetch({ ...PREFERENCES, '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED) });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);
    const section = await screen.findByRole('region', { name: c.heading });
    expect(await within(section).findByLabelText(c.companyName)).toHaveValue('');
    expect(within(section).queryByText(/Tax exempt/)).not.toBeInTheDocument();
    expect(within(section).queryByText(/bank transfer/)).not.toBeInTheDocument();
  });

  it('checks the company details with the contract schema, saves them and toasts', async () => {
    const fetchMock = mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'PUT /api/user/company/customer%40partsmith.test': (_url, init) => jsonResponse({ ...COMPANY, ...JSON.parse(String(init?.body)) }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);
    const section = await screen.findByRole('region', { name: c.heading });

    fireEvent.change(await within(section).findByLabelText(c.companyName), { target: { value: 'Acme <Ltd>' } });
    fireEvent.click(within(section).getByRole('button', { name: c.save }));
    expect(await within(section).findByText('The company name may not contain < > or control characters')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(within(section).getByLabelText(c.companyName), { target: { value: ' Acme Ltd ' } });
    fireEvent.change(within(section).getByLabelText(c.taxNumber), { target: { value: 'BIN-123' } });
    fireEvent.change(within(section).getByLabelText(c.billingAddress), { target: { value: '1 Mill Lane\nDhaka' } });
    fireEvent.click(within(section).getByRole('button', { name: c.save }));

    expect(await screen.findByText(c.saved)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'PUT',
        url: '/api/user/company/customer%40partsmith.test',
        body: { companyName: 'Acme Ltd', taxNumber: 'BIN-123', billingAddress: '1 Mill Lane\nDhaka' },
      },
    ]);
    await waitFor(() => expect(within(section).getByRole('button', { name: c.save })).toBeDisabled());
    expect(within(section).getByLabelText(c.companyName)).toHaveValue('Acme Ltd');
  });

  it("toasts the server's message when the company details cannot be saved", async () => {
    mockFetch({
      ...PREFERENCES,
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'PUT /api/user/company/customer%40partsmith.test': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.ownAccountOnly }, { status: 403 }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" emailVerified onSignedOutEverywhere={() => {}} />);
    const section = await screen.findByRole('region', { name: c.heading });
    fireEvent.change(await within(section).findByLabelText(c.companyName), { target: { value: 'Acme Ltd' } });
    fireEvent.click(within(section).getByRole('button', { name: c.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.ownAccountOnly);
  });
});

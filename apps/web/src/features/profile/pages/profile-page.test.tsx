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

describe('ProfilePage', () => {
  it('shows name and email read-only and the saved fields prefilled', async () => {
    mockFetch({ '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED) });
    renderRoute(<ProfilePage email="customer@partsmith.test" onSignedOutEverywhere={() => {}} />);

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
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse({ ...SAVED, education: null, address: null, phone: null, linkedin: null }),
      'PUT /api/user/update/customer%40partsmith.test': () => jsonResponse({ modifiedCount: 1 }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" onSignedOutEverywhere={() => {}} />);

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
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'PUT /api/user/update/customer%40partsmith.test': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.ownAccountOnly }, { status: 403 }),
    });
    renderRoute(<ProfilePage email="customer@partsmith.test" onSignedOutEverywhere={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.ownAccountOnly);
  });

  it('signs out everywhere only after the confirmation, then says so and lets the app forget the account', async () => {
    const fetchMock = mockFetch({
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/revoke-sessions': () => jsonResponse({ status: true }),
    });
    const signedOut = vi.fn();
    renderRoute(<ProfilePage email="customer@partsmith.test" onSignedOutEverywhere={signedOut} />);

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
      '/api/user/profile/customer%40partsmith.test': () => jsonResponse(SAVED),
      'POST /api/auth/revoke-sessions': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.crossOrigin }, { status: 403 }),
    });
    const signedOut = vi.fn();
    renderRoute(<ProfilePage email="customer@partsmith.test" onSignedOutEverywhere={signedOut} />);

    fireEvent.click(screen.getByRole('button', { name: messages.sessions.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog', { name: messages.sessions.question });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.sessions.signOutEverywhere }));

    expect(await screen.findByText(messages.auth.crossOrigin)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signedOut).not.toHaveBeenCalled();
  });
});

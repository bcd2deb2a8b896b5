import type { User } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { UsersPage } from './users-page';

function usersServer(initial: User[], answers: { makeAdmin?: () => Response } = {}) {
  let users = [...initial];
  return mockFetch({
    'GET /api/user': () => jsonResponse(users),
    'PUT /api/user/admin/nadia%40example.com': () => {
      const response = answers.makeAdmin?.() ?? jsonResponse({ modifiedCount: 1 });
      if (response.ok) users = users.map((user) => (user.email === 'nadia@example.com' ? { ...user, role: 'admin' } : user));
      return response;
    },
    'DELETE /api/user/nadia%40example.com': () => {
      users = users.filter((user) => user.email !== 'nadia@example.com');
      return jsonResponse({ deletedCount: 1 });
    },
  });
}

const ADMIN = makeUser({ _id: '1', email: 'admin@partsmith.test', role: 'admin' });
const NADIA = makeUser({ _id: '2', email: 'nadia@example.com', name: 'Nadia' });
const row = (email: string) => screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr') as HTMLElement;

describe('UsersPage', () => {
  it('lists the users with their count, an Admin badge instead of Make Admin for admins', async () => {
    usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage currentEmail="admin@partsmith.test" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users (2)' })).toBeInTheDocument();
    expect(within(row('admin@partsmith.test')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('admin@partsmith.test')).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(row('nadia@example.com')).getByRole('button', { name: 'Make Admin' })).toHaveAccessibleDescription('nadia@example.com');
    expect(within(row('nadia@example.com')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | All Users');
  });

  it('makes a user admin, toasts the spec text and refreshes the list', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByText(messages.toast.adminAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument());
    expect(within(row('nadia@example.com')).getByText('Admin')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/admin/nadia%40example.com', body: undefined }]);
  });

  it("toasts 'Failed to Make an Admin' on a 403", async () => {
    usersServer([ADMIN, NADIA], { makeAdmin: () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderRoute(<UsersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.toast.adminFailed);
    expect(screen.getByRole('button', { name: 'Make Admin' })).toBeEnabled();
  });

  it('deletes only after confirming in a dialog that warns it is permanent', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Delete' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent(/nadia@example\.com will be deleted permanently/);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(within(row('nadia@example.com')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.toast.userDeleted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Users (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('nadia@example.com')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/user/nadia%40example.com', body: undefined }]);
  });

  it('closes the dialog on Escape without deleting', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Delete' })[1]!);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writeRequests(fetchMock)).toEqual([]);
  });
});

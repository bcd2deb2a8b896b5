import type { CompanyAccount, OrderLimit, User } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch, pagedResponse, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { UsersPage } from './users-page';

const t = billingMessages.taxExemption;
const p = billingMessages.paymentTerms;
/** An account's company record with nothing set (its fields as the server's answer has them). */
const NO_COMPANY: CompanyAccount = { companyName: '', taxNumber: '', billingAddress: '', taxExemptCertificate: null, paymentTerms: null };

interface Answers {
  makeAdmin?: () => Response;
  setExemption?: () => Response;
  setTerms?: () => Response;
  /** What Nadia owes on terms. */
  owed?: number;
}

/**
 * GET /api/user as the server answers it: the accounts whose email or name contains ?q, paged, with X-Total-Count, each
 * with its tax exemption certificate and payment terms' days; Nadia's company record, her exemption and terms to set.
 */
function usersServer(initial: User[], answers: Answers = {}) {
  let users = [...initial];
  const nadia = () => users.find((user) => user.email === 'nadia@example.com');
  let creditLimit = 25_000;
  const nadiasCompany = (): CompanyAccount => {
    const days = nadia()?.paymentTermsDays ?? null;
    return {
      ...NO_COMPANY,
      taxExemptCertificate: nadia()?.taxExemptCertificate ?? null,
      paymentTerms: days === null ? null : { days, creditLimit, owed: answers.owed ?? 0 },
    };
  };
  const changeNadia = (change: Partial<User>) => (users = users.map((user) => (user.email === 'nadia@example.com' ? { ...user, ...change } : user)));
  let nadiasLimit: OrderLimit = {
    email: 'nadia@example.com',
    tier: 'confirmed',
    unpaidValueLimit: 50_000,
    tierLimit: 50_000,
    ownLimit: null,
    unpaidValue: 2_700,
    holdHours: 168,
  };
  return mockFetch({
    'GET /api/user': (url) => {
      const q = url.searchParams.get('q') ?? '';
      return pagedResponse(
        users.filter((user) => user.email.includes(q) || user.name.includes(q)),
        url,
      );
    },
    'PUT /api/user/admin/nadia%40example.com': () => {
      const response = answers.makeAdmin?.() ?? jsonResponse({ modifiedCount: 1 });
      if (response.ok) users = users.map((user) => (user.email === 'nadia@example.com' ? { ...user, role: 'admin' } : user));
      return response;
    },
    'GET /api/user/order-limit/nadia%40example.com': () => jsonResponse(nadiasLimit),
    'PUT /api/user/order-limit/nadia%40example.com': (_url, init) => {
      nadiasLimit = { ...nadiasLimit, ownLimit: JSON.parse(String(init?.body)).ownLimit };
      nadiasLimit.unpaidValueLimit = nadiasLimit.ownLimit ?? nadiasLimit.tierLimit;
      return jsonResponse(nadiasLimit);
    },
    'GET /api/user/company/nadia%40example.com': () => jsonResponse(nadiasCompany()),
    'PUT /api/user/tax-exemption/nadia%40example.com': (_url, init) => {
      const failure = answers.setExemption?.();
      if (failure) return failure;
      const { certificate } = JSON.parse(String(init?.body)) as { certificate: string | null };
      changeNadia({ taxExemptCertificate: certificate });
      return jsonResponse(nadiasCompany());
    },
    'PUT /api/user/payment-terms/nadia%40example.com': (_url, init) => {
      const failure = answers.setTerms?.();
      if (failure) return failure;
      const terms = JSON.parse(String(init?.body)) as { days: number | null; creditLimit: number };
      creditLimit = terms.creditLimit;
      changeNadia({ paymentTermsDays: terms.days });
      return jsonResponse(nadiasCompany());
    },
    'DELETE /api/user/nadia%40example.com': () => {
      users = users.filter((user) => user.email !== 'nadia@example.com');
      return jsonResponse({ deletedCount: 1 });
    },
  });
}

const ADMIN = makeUser({ _id: '1', email: 'admin@partsmith.test', role: 'admin' });
const NADIA = makeUser({ _id: '2', email: 'nadia@example.com', name: 'Nadia' });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
/** The requests for the list itself, not for each account's company record. */
const listRequests = (fetchMock: ReturnType<typeof mockFetch>) => requestedUrls(fetchMock).filter((url) => url.startsWith('/api/user?'));
const row = (email: string) => screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr') as HTMLElement;

describe('UsersPage', () => {
  it('lists the users with their count, an Admin badge instead of Make Admin for admins', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage currentEmail="admin@partsmith.test" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users (2)' })).toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual(['/api/user?limit=20']);
    expect(within(row('admin@partsmith.test')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('admin@partsmith.test')).queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument();
    expect(within(row('nadia@example.com')).getByRole('button', { name: 'Make Admin' })).toHaveAccessibleDescription('nadia@example.com');
    expect(within(row('nadia@example.com')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | All Users');
  });

  it('makes a user admin only after confirming in a dialog that names the account, toasts the spec text and refreshes the list', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    expect(dialog).toHaveAccessibleDescription(/^nadia@example\.com will see every customer's orders/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Make Admin' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByText(messages.toast.adminAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Admin' })).not.toBeInTheDocument());
    expect(within(row('nadia@example.com')).getByText('Admin')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/admin/nadia%40example.com', body: undefined }]);
  });

  it("sets a customer's own order limit in dollars from the Order limit dialog, and refuses one that is not a whole number", async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: 'Order limit' }));
    const dialog = await screen.findByRole('dialog', { name: messages.orderLimits.dialogTitle('nadia@example.com') });
    expect(await within(dialog).findByText(messages.orderLimits.summary(50_000, 2_700))).toBeInTheDocument();
    expect(within(dialog).getByText(messages.orderLimits.tierLimit(messages.orderLimits.tiers.confirmed, 50_000))).toBeInTheDocument();
    const field = within(dialog).getByLabelText(messages.orderLimits.ownLimitLabel);
    expect(field).toHaveValue('');

    fireEvent.change(field, { target: { value: '2500.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.orderLimits.save }));
    expect(await within(dialog).findByText(messages.orderLimits.ownLimitInvalid)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(field, { target: { value: '120000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.orderLimits.save }));
    expect(await screen.findByText(messages.orderLimits.saved('nadia@example.com'))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/order-limit/nadia%40example.com', body: { ownLimit: 120_000 } }]);
  });

  it("toasts 'Failed to Make an Admin' on a 403", async () => {
    usersServer([ADMIN, NADIA], { makeAdmin: () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderRoute(<UsersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Make Admin' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Admin' }));

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

  it('asks for the page in ?page and counts every account from X-Total-Count', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeUser({ _id: String(index + 1), email: `user${index + 1}@example.com` }));
    const fetchMock = usersServer(many);
    renderRoute(<UsersPage />, { path: '/dashboard/users', url: '/dashboard/users?page=3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'All Users (45)' })).toBeInTheDocument();
    expect(query(listRequests(fetchMock)[0]!)).toEqual({ limit: '20', offset: '40' });
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'user41@example.com',
      'user42@example.com',
      'user43@example.com',
      'user44@example.com',
      'user45@example.com',
    ]);
    expect(within(row('user41@example.com')).getByText('41')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/dashboard/users?page=2');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('searches by email or name through ?q, starting again at the first page', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    const { location } = renderRoute(<UsersPage />, { path: '/dashboard/users', url: '/dashboard/users?page=2' });
    await screen.findByText(/There is nothing on page 2/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'Nadia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(location().search).toBe('?q=Nadia');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Users (1)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'nadia@example.com' })).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)).toBe('/api/user?limit=20&q=Nadia');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'nobody' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('No users match "nobody".')).toBeInTheDocument();
  });
  it('marks the accounts that are tax exempt or on terms from the list alone, with no request per row', async () => {
    const fetchMock = usersServer([ADMIN, { ...NADIA, taxExemptCertificate: 'EX-2026-0042', paymentTermsDays: 30 }]);
    renderRoute(<UsersPage />);

    expect(await within(await waitFor(() => row('nadia@example.com'))).findByText(t.exempt)).toBeInTheDocument();
    expect(within(row('nadia@example.com')).getByText('Net 30')).toBeInTheDocument();
    expect(within(row('admin@partsmith.test')).queryByText(t.exempt)).not.toBeInTheDocument();
    expect(within(row('admin@partsmith.test')).queryByText(/^Net/)).not.toBeInTheDocument();
    expect(within(row('nadia@example.com')).getByRole('button', { name: t.open })).toHaveAccessibleDescription('nadia@example.com');
    expect(within(row('nadia@example.com')).getByRole('button', { name: p.open })).toHaveAccessibleDescription('nadia@example.com');
    expect(requestedUrls(fetchMock)).toEqual(['/api/user?limit=20']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining([t.column, p.column]));
  });

  it('sets a tax exemption certificate from the dialog, checked with the contract schema, and shows the account exempt', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle('nadia@example.com') });
    expect(await within(dialog).findByText(t.notExempt)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    const field = within(dialog).getByLabelText(t.certificate);
    expect(field).toHaveValue('');

    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Give the certificate number')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(field, { target: { value: '  EX-2026-0042 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved('nadia@example.com'))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/tax-exemption/nadia%40example.com', body: { certificate: 'EX-2026-0042' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row takes the answer at once, then the list is read again: waited for, as a busy machine may be between the two.
    await waitFor(() => expect(within(row('nadia@example.com')).getByText(t.exempt)).toBeInTheDocument());
  });

  it("clears an exemption, and shows the server's refusal in the dialog", async () => {
    const fetchMock = usersServer([ADMIN, { ...NADIA, taxExemptCertificate: 'EX-1' }]);
    renderRoute(<UsersPage />);

    await within(await waitFor(() => row('nadia@example.com'))).findByText(t.exempt);
    fireEvent.click(within(row('nadia@example.com')).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle('nadia@example.com') });
    expect(within(dialog).getByText(t.exemptWith('EX-1'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.certificate)).toHaveValue('EX-1');

    fireEvent.click(within(dialog).getByRole('button', { name: t.clear }));
    expect(await screen.findByText(t.cleared('nadia@example.com'))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/tax-exemption/nadia%40example.com', body: { certificate: null } }]);
    await waitFor(() => expect(within(row('nadia@example.com')).queryByText(t.exempt)).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's message when setting the exemption fails", async () => {
    usersServer([ADMIN, NADIA], { setExemption: () => jsonResponse({ code: 'NOT_FOUND', message: messages.auth.userNotFound }, { status: 404 }) });
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.dialogTitle('nadia@example.com') });
    await within(dialog).findByText(t.notExempt);
    fireEvent.change(within(dialog).getByLabelText(t.certificate), { target: { value: 'EX-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.auth.userNotFound);
    expect(screen.getByRole('dialog', { name: t.dialogTitle('nadia@example.com') })).toBeInTheDocument();
  });
  it('grants payment terms from the dialog, checked with the contract schema, and shows the account on terms', async () => {
    const fetchMock = usersServer([ADMIN, NADIA]);
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: p.open }));
    const dialog = await screen.findByRole('dialog', { name: p.dialogTitle('nadia@example.com') });
    expect(await within(dialog).findByText(p.none)).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/user/company/nadia%40example.com');
    expect(within(dialog).queryByRole('button', { name: p.remove })).not.toBeInTheDocument();
    const days = within(dialog).getByLabelText(p.days);
    const limit = within(dialog).getByLabelText(p.creditLimit);
    expect(days).toHaveValue(null);
    expect(days).toHaveAccessibleDescription(p.daysHint);

    fireEvent.change(days, { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await within(dialog).findByText('The days to pay must be from 1 to 120')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the credit limit')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.change(limit, { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await screen.findByText(p.saved('nadia@example.com', 30))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/user/payment-terms/nadia%40example.com', body: { days: 30, creditLimit: 50_000 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(row('nadia@example.com')).getByText('Net 30')).toBeInTheDocument());
  });

  it('shows the terms, credit limit and what the account owes; changes them, or takes them away', async () => {
    const fetchMock = usersServer([ADMIN, { ...NADIA, paymentTermsDays: 30 }], { owed: 4_250.5 });
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: p.open }));
    let dialog = await screen.findByRole('dialog', { name: p.dialogTitle('nadia@example.com') });
    expect(await within(dialog).findByText('Net 30 days, credit limit $25,000; owes $4,250.50 on terms now.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(p.days)).toHaveValue(30);
    expect(within(dialog).getByLabelText(p.creditLimit)).toHaveValue(25_000);
    fireEvent.change(within(dialog).getByLabelText(p.days), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await screen.findByText(p.saved('nadia@example.com', 45))).toBeInTheDocument();
    await waitFor(() => expect(within(row('nadia@example.com')).getByText('Net 45')).toBeInTheDocument());

    fireEvent.click(within(row('nadia@example.com')).getByRole('button', { name: p.open }));
    dialog = await screen.findByRole('dialog', { name: p.dialogTitle('nadia@example.com') });
    expect(await within(dialog).findByText(/^Net 45 days/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: p.remove }));
    expect(await screen.findByText(p.removed('nadia@example.com'))).toBeInTheDocument();
    expect(writeRequests(fetchMock).at(-1)).toEqual({
      method: 'PUT',
      url: '/api/user/payment-terms/nadia%40example.com',
      body: { days: null },
    });
    await waitFor(() => expect(within(row('nadia@example.com')).queryByText(/^Net/)).not.toBeInTheDocument());
  });

  it("keeps the terms dialog open with the server's message when saving fails", async () => {
    usersServer([ADMIN, NADIA], { setTerms: () => jsonResponse({ code: 'NOT_FOUND', message: messages.auth.userNotFound }, { status: 404 }) });
    renderRoute(<UsersPage />);

    fireEvent.click(within(await screen.findByRole('row', { name: /nadia@example.com/ })).getByRole('button', { name: p.open }));
    const dialog = await screen.findByRole('dialog', { name: p.dialogTitle('nadia@example.com') });
    fireEvent.change(await within(dialog).findByLabelText(p.days), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(p.creditLimit), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: p.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.auth.userNotFound);
    expect(screen.getByRole('dialog', { name: p.dialogTitle('nadia@example.com') })).toBeInTheDocument();
  });
});

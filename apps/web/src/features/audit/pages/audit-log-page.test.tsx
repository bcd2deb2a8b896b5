import { AUDIT_PAGE_SIZE, type AuditEntry } from '@partsmith/contract';
import { auditMessages } from '@partsmith/contract/audit-messages';
import { messages } from '@partsmith/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { jsonResponse, mockFetch, pagedResponse, renderRoute, requestedUrls } from '@/testing/test-utils';
import { AuditLogPage } from './audit-log-page';

const ADMIN = { id: 'admin-1', email: 'admin@partsmith.test' };
const PART_FIELDS = {
  partNumber: 'PSM-KEY-104',
  name: 'Keys',
  description: 'Mechanical key switches for keyboards, rated for fifty million presses each, with gold contacts.',
  price: 30,
  minimum: 500,
  quantity: 1950,
  categoryId: null,
  specifications: { switch: 'linear' },
  priceTiers: [],
};

const EDITED: AuditEntry = {
  id: '3',
  at: '2026-11-27T10:15:00.000Z',
  actor: ADMIN,
  action: 'part.updated',
  subject: { type: 'part', id: '12', label: 'PSM-KEY-104' },
  before: PART_FIELDS,
  after: {
    ...PART_FIELDS,
    name: 'Keycaps',
    quantity: 2450,
    description: 'Keycaps in doubleshot PBT for every common layout, sold per piece, with a legend that never wears off.',
    priceTiers: [{ minQuantity: 1000, price: 25 }],
  },
};
const ADDED: AuditEntry = {
  id: '2',
  at: '2026-11-26T09:00:00.000Z',
  actor: { id: 'admin-2', email: 'nadia@partsmith.test' },
  action: 'part.created',
  subject: { type: 'part', id: '31', label: 'PSM-FAN-120' },
  before: null,
  after: { partNumber: 'PSM-FAN-120', name: 'Fan', description: '', price: 12, categoryId: null, specifications: {}, priceTiers: [] },
};
const DELETED: AuditEntry = {
  id: '1',
  at: '2026-11-25T08:00:00.000Z',
  actor: ADMIN,
  action: 'part.deleted',
  subject: { type: 'part', id: '30', label: 'PSM-OLD-1' },
  before: { partNumber: 'PSM-OLD-1', name: 'Old cover', price: 3, categoryId: '4' },
  after: null,
};

/** GET /api/admin/audit as the server answers it: filtered by ?actor and ?action, paged, with X-Total-Count. */
function auditServer(entries: AuditEntry[]) {
  return mockFetch({
    'GET /api/admin/audit': (url) => {
      const actor = url.searchParams.get('actor');
      const action = url.searchParams.get('action');
      return pagedResponse(
        entries.filter((entry) => (!actor || entry.actor.email === actor) && (!action || entry.action === action)),
        url,
      );
    },
  });
}

const PATH = '/dashboard/audit-log';
const renderAuditLog = (url = PATH) => renderRoute(<AuditLogPage />, { path: PATH, url });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const rowOf = (entry: AuditEntry) => screen.getByRole('rowheader', { name: formatDateTime(entry.at) }).closest('tr') as HTMLElement;
const changeLine = (row: HTMLElement, field: string) =>
  within(row)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`${field}:`)) as HTMLElement;

/** An element's text as the page shows it: without the words only screen readers get. */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sr-only').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('AuditLogPage', () => {
  it('lists when, who, the action, the subject and what changed, newest first, with the count', async () => {
    const fetchMock = auditServer([EDITED, ADDED, DELETED]);
    renderAuditLog();

    expect(screen.getByRole('heading', { level: 1, name: auditMessages.heading })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Audit Log');
    expect(await screen.findByText('3 entries')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([`/api/admin/audit?limit=${AUDIT_PAGE_SIZE}`]);
    const columns = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['When', 'Admin', 'Action', 'Subject', 'Changes']);

    const edited = rowOf(EDITED);
    expect(within(edited).getByRole('rowheader').querySelector('time')).toHaveAttribute('dateTime', EDITED.at);
    expect(within(edited).getByText('admin@partsmith.test')).toBeInTheDocument();
    expect(within(edited).getByText('Part edited')).toBeInTheDocument();
    expect(within(edited).getByText('PSM-KEY-104').parentElement).toHaveTextContent('Part PSM-KEY-104 #12');
    expect(within(rowOf(ADDED)).getByText('Part added')).toBeInTheDocument();
    expect(within(rowOf(DELETED)).getByText('Part deleted')).toBeInTheDocument();
  });

  it('shows each changed field as old → new, and only the values a created or deleted subject had', async () => {
    auditServer([EDITED, ADDED, DELETED]);
    renderAuditLog();
    const edited = await waitFor(() => rowOf(EDITED));

    const fields = within(edited)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]);
    expect(fields).toEqual(['name', 'description', 'quantity', 'priceTiers']);
    expect(shownText(changeLine(edited, 'name'))).toBe('name: Keys → Keycaps');
    // Screen readers hear words where the page shows the arrow.
    expect(within(changeLine(edited, 'name')).getByText('→')).toHaveAttribute('aria-hidden', 'true');
    expect(within(changeLine(edited, 'name')).getByText('changed to')).toHaveClass('sr-only');
    expect(shownText(changeLine(edited, 'quantity'))).toBe('quantity: 1950 → 2450');

    // A long value is shortened, and its line opens to both values in full.
    const description = changeLine(edited, 'description');
    const summary = description.querySelector('summary')!;
    expect(shownText(summary)).toBe('description: Mechanical key switches for keyboards, rated… → Keycaps in doubleshot PBT for every common…');
    expect(summary).toHaveTextContent(auditMessages.showInFull);
    expect(
      within(description)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([PART_FIELDS.description, EDITED.after!.description]);
    expect(
      within(description)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Before', 'After']);
    expect(shownText(changeLine(edited, 'priceTiers'))).toBe('priceTiers: [] → [{"minQuantity":1000,"price":25}]');

    const added = rowOf(ADDED);
    expect(
      within(added)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['partNumber: PSM-FAN-120', 'name: Fan', 'price: 12']);
    const deleted = rowOf(DELETED);
    expect(
      within(deleted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['partNumber: PSM-OLD-1', 'name: Old cover', 'price: 3', 'categoryId: 4']);
  });

  it('asks for the filters in the address, and shows them in the form', async () => {
    const fetchMock = auditServer([EDITED]);
    renderAuditLog(`${PATH}?actor=admin%40partsmith.test&action=part.updated&subjectType=part&subjectId=12&from=2026-11-01&to=2026-11-30&page=1`);

    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({
      limit: String(AUDIT_PAGE_SIZE),
      actor: 'admin@partsmith.test',
      action: 'part.updated',
      subjectType: 'part',
      subjectId: '12',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(screen.getByLabelText('Admin email')).toHaveValue('admin@partsmith.test');
    expect(screen.getByLabelText('Action')).toHaveValue('part.updated');
    expect(screen.getByLabelText('Kind of subject')).toHaveValue('part');
    expect(screen.getByLabelText('Subject id')).toHaveValue('12');
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To (UTC day)')).toHaveValue('2026-11-30');
  });

  it('ignores filters in the address it cannot use', async () => {
    const fetchMock = auditServer([EDITED]);
    renderAuditLog(`${PATH}?action=part.exploded&subjectType=planet&from=yesterday&to=2026-13-45`);
    await screen.findByText('1 entry');
    expect(requestedUrls(fetchMock)).toEqual([`/api/admin/audit?limit=${AUDIT_PAGE_SIZE}`]);
  });

  it('puts the filters in the address on Filter, a select at once, each starting again at the first page; Clear filters removes them', async () => {
    const fetchMock = auditServer([EDITED, ADDED, DELETED]);
    const { location } = renderAuditLog(`${PATH}?page=2`);
    await screen.findByText('3 entries');

    fireEvent.change(screen.getByLabelText('Admin email'), { target: { value: ' admin@partsmith.test ' } });
    fireEvent.change(screen.getByLabelText('Subject id'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('From (UTC day)'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(query(location().search)).toEqual({ actor: 'admin@partsmith.test', subjectId: '12', from: '2026-11-01' }));
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({
      limit: String(AUDIT_PAGE_SIZE),
      actor: 'admin@partsmith.test',
      subjectId: '12',
      from: '2026-11-01',
    });

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'part.updated' } });
    await waitFor(() => expect(query(location().search)).toMatchObject({ action: 'part.updated', actor: 'admin@partsmith.test' }));
    expect(query(requestedUrls(fetchMock).at(-1)!)).toMatchObject({ action: 'part.updated' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByLabelText('Admin email')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('pages through the log with the total: the page in the address, the offset in the request', async () => {
    const many = Array.from({ length: AUDIT_PAGE_SIZE * 2 + 5 }, (_, index): AuditEntry => ({
      ...EDITED,
      before: { quantity: index },
      after: { quantity: index + 1 },
      id: String(1000 - index),
      at: new Date(Date.parse(EDITED.at) - index * 60_000).toISOString(),
    }));
    const fetchMock = auditServer(many);
    const { location } = renderAuditLog(`${PATH}?actor=admin%40partsmith.test`);

    expect(await screen.findByText('105 entries')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(AUDIT_PAGE_SIZE + 1);

    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(query(location().search)).toEqual({ actor: 'admin@partsmith.test', page: '2' }));
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ limit: String(AUDIT_PAGE_SIZE), offset: String(AUDIT_PAGE_SIZE), actor: 'admin@partsmith.test' });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('links Export CSV to the export with the current filters, without the page', async () => {
    auditServer([EDITED]);
    renderAuditLog(`${PATH}?action=part.updated&subjectType=part&subjectId=12&from=2026-11-01&page=3`);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/audit/export?action=part.updated&subjectType=part&subjectId=12&from=2026-11-01');
    expect(link).toHaveAttribute('download');
    await act(async () => {});
  });

  it('says when no entry matches the filters, and when the log is empty', async () => {
    auditServer([EDITED]);
    const { unmount } = renderAuditLog(`${PATH}?actor=nobody%40partsmith.test`);
    expect(await screen.findByText(auditMessages.noEntriesMatch)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 entries')).toBeInTheDocument();
    unmount();

    auditServer([]);
    renderAuditLog();
    expect(await screen.findByText(auditMessages.noEntriesYet)).toBeInTheDocument();
  });

  it("shows the server's refusal with a retry", async () => {
    mockFetch({ 'GET /api/admin/audit': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderAuditLog();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: auditMessages.loadFailed })).toBeInTheDocument();
    expect(alert).toHaveTextContent(messages.auth.adminOnly);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import type { Quote } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pagedResponse, renderRoute, writeRequests } from '@/testing/test-utils';
import { MyQuotesPage } from './my-quotes-page';
import { QuoteRequestsPage } from './quote-requests-page';

/** A wanted date the answer form accepts as its available-by date: a month ahead. */
const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);

function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    _id: '7',
    email: 'customer@partsmith.test',
    productId: '5',
    productName: 'Motherboard',
    partNumber: null,
    productStock: 50,
    quantity: 400,
    wantedBy: IN_A_MONTH,
    note: 'For a school lab.',
    status: 'requested',
    unitPrice: null,
    price: null,
    availableBy: null,
    answerNote: null,
    answeredAt: null,
    validUntil: null,
    orderId: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

const ANSWERED = makeQuote({
  _id: '8',
  status: 'answered',
  unitPrice: 480.5,
  price: 192_200,
  availableBy: '2099-02-20',
  answerNote: 'From the next batch.',
  answeredAt: '2026-11-24T10:00:00.000Z',
  validUntil: '2099-01-01T00:00:00.000Z',
});
const row = (name: string) => screen.getAllByRole('rowheader', { name }).map((header) => header.closest('tr') as HTMLElement);

describe('My Quotes', () => {
  it('shows the answer, and Accept and order places the order with the address and phone, then opens My Orders', async () => {
    const fetchMock = mockFetch({
      'GET /api/quotes': (url) => pagedResponse([ANSWERED, makeQuote()], url),
      'POST /api/quotes/8/accept': () => jsonResponse({ insertedId: '31' }, { status: 201 }),
    });
    const { location } = renderRoute(<MyQuotesPage />, { path: '/dashboard/*', url: '/dashboard/quotes' });

    const [answered, requested] = (await screen.findAllByRole('rowheader', { name: /Motherboard/ })).map((header) => header.closest('tr') as HTMLElement);
    expect(answered).toHaveTextContent('$480.50 per piece, total $192,200');
    expect(answered).toHaveTextContent('From the next batch.');
    expect(within(requested as HTMLElement).queryByRole('button', { name: 'Accept and order' })).not.toBeInTheDocument();

    fireEvent.click(within(answered as HTMLElement).getByRole('button', { name: 'Accept and order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '12 Lake Road, Dhaka' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+880 1712 345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and order' }));

    expect(await screen.findByText(messages.quotes.accepted)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/quotes/8/accept', body: { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' } },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});

describe('Quote Requests', () => {
  it('lists the requests waiting for an answer with the stock, and answers one with a price, a date and a note', async () => {
    const fetchMock = mockFetch({
      'GET /api/allquotes': (url) => pagedResponse(url.searchParams.get('status') === 'requested' ? [makeQuote()] : [], url),
      'PATCH /api/allquotes/7': () => jsonResponse(ANSWERED),
    });
    renderRoute(<QuoteRequestsPage />, { path: '/dashboard/*', url: '/dashboard/quote-requests' });

    const [request] = await waitFor(() => row('customer@partsmith.test'));
    expect(request).toHaveTextContent('In stock: 50 pieces');
    expect(request).toHaveTextContent('For a school lab.');
    fireEvent.click(within(request as HTMLElement).getByRole('button', { name: 'Answer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Answer quote #7' });
    fireEvent.change(within(dialog).getByLabelText('Price per piece ($)'), { target: { value: '480.5' } });
    fireEvent.change(within(dialog).getByLabelText('Note to the customer (optional)'), { target: { value: 'From the next batch.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByText(messages.quotes.answered)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/allquotes/7', body: { status: 'answered', unitPrice: 480.5, availableBy: IN_A_MONTH, note: 'From the next batch.' } },
    ]);
  });

  it('declines a request with the note', async () => {
    const fetchMock = mockFetch({
      'GET /api/allquotes': (url) => pagedResponse([makeQuote()], url),
      'PATCH /api/allquotes/7': () => jsonResponse(makeQuote({ status: 'declined' })),
    });
    renderRoute(<QuoteRequestsPage />, { path: '/dashboard/*', url: '/dashboard/quote-requests' });
    const [request] = await waitFor(() => row('customer@partsmith.test'));
    fireEvent.click(within(request as HTMLElement).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer quote #7' });
    fireEvent.change(within(dialog).getByLabelText('Note to the customer (optional)'), { target: { value: 'Not this year.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText(messages.quotes.declined)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/allquotes/7', body: { status: 'declined', note: 'Not this year.' } }]);
  });
});

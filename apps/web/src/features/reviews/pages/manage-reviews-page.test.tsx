import type { ReviewRecord } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeReview, mockFetch, pagedResponse, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { getReviewsQueryOptions } from '../api/get-reviews';
import { ManageReviewsPage } from './manage-reviews-page';

const record = (overrides: Partial<ReviewRecord>): ReviewRecord => ({
  ...makeReview(),
  hidden: false,
  email: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const SPAM = record({ _id: '30', name: 'Spammy', review: 'Terrible!!!', ratings: 1, email: 'spam@example.com', verified: true });
const ANTOR = record({ _id: '2', name: 'Antor' });

/** GET /api/allreviews as the server answers it (paged, X-Total-Count); PATCH /api/review/{id} hides or shows one. */
function reviewsServer(initial: ReviewRecord[], answers: { patch?: () => Response } = {}) {
  let reviews = [...initial];
  return mockFetch({
    'GET /api/allreviews': (url) => pagedResponse(reviews, url),
    'PATCH /api/review/30': (_url, init) => {
      const answer = answers.patch?.();
      if (answer) return answer;
      const { hidden } = JSON.parse(String(init?.body)) as { hidden: boolean };
      reviews = reviews.map((review) => (review._id === '30' ? { ...review, hidden } : review));
      return jsonResponse(reviews.find((review) => review._id === '30'));
    },
  });
}

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('ManageReviewsPage', () => {
  it('lists every review, newest first, with its count, the account, the verified buyer badge and whether it shows', async () => {
    const fetchMock = reviewsServer([SPAM, ANTOR]);
    renderRoute(<ManageReviewsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Reviews (2)' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Manage Reviews');
    expect(requestedUrls(fetchMock)).toEqual(['/api/allreviews?limit=20']);
    expect(within(row('Spammy')).getByText('spam@example.com')).toBeInTheDocument();
    expect(within(row('Spammy')).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(row('Spammy')).getByText('Shown')).toBeInTheDocument();
    expect(within(row('Spammy')).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(within(row('Antor')).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(within(row('Antor')).getByRole('button', { name: 'Hide' })).toHaveAccessibleDescription(/Antor/);
  });

  it('hides a review with a toast, shows it as hidden, refreshes the home page reviews, and shows it again', async () => {
    const fetchMock = reviewsServer([SPAM, ANTOR]);
    const { queryClient } = renderRoute(<ManageReviewsPage />);
    const newest = getReviewsQueryOptions({ limit: 3 }).queryKey;
    queryClient.setQueryData(newest, [SPAM]);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Hide' })[0]!);

    expect(await screen.findByText(messages.reviews.hidden)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Spammy')).getByText('Hidden')).toBeInTheDocument());
    expect(queryClient.getQueryState(newest)?.isInvalidated).toBe(true);

    fireEvent.click(within(row('Spammy')).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(messages.reviews.shown)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Spammy')).getByText('Shown')).toBeInTheDocument());
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/review/30', body: { hidden: true } },
      { method: 'PATCH', url: '/api/review/30', body: { hidden: false } },
    ]);
  });

  it("toasts the server's reason when hiding fails", async () => {
    reviewsServer([SPAM], { patch: () => jsonResponse({ code: 'NOT_FOUND', message: messages.reviews.notFound }, { status: 404 }) });
    renderRoute(<ManageReviewsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.reviews.notFound);
    expect(screen.getByRole('button', { name: 'Hide' })).toBeEnabled();
  });

  it('pages through the reviews', async () => {
    const many = Array.from({ length: 25 }, (_, index) => record({ _id: String(100 - index), name: `Reviewer ${index + 1}` }));
    const fetchMock = reviewsServer(many);
    renderRoute(<ManageReviewsPage />, { url: '/?page=2' });

    expect(await screen.findByRole('rowheader', { name: /Reviewer 21/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    expect(requestedUrls(fetchMock)).toEqual(['/api/allreviews?limit=20&offset=20']);
  });

  it('says so when there are no reviews', async () => {
    reviewsServer([]);
    renderRoute(<ManageReviewsPage />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});

import type { MyReview } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { jsonResponse, makeReview, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { getReviewsQueryOptions } from '../api/get-reviews';
import { AddReviewPage } from './add-review-page';

const IMAGE_URL = `/uploads/${'c'.repeat(32)}.webp`;
const v = messages.validation;

const CAN_REVIEW: MyReview = { eligibility: 'can-review', review: null };
const OWN_REVIEW = {
  ...makeReview({ _id: '9', name: 'Nadia', verified: true }),
  hidden: false,
  email: 'customer@partsmith.test',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** GET /api/review/mine answering `mine`, and the other routes given. */
function reviewServer(mine: () => MyReview, routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({ 'GET /api/review/mine': () => jsonResponse(mine()), ...routes });
}

/** Renders the page for an account that may review, and waits for its form. */
async function renderForm(defaultName?: string) {
  const view = renderRoute(<AddReviewPage defaultName={defaultName} />);
  await screen.findByRole('button', { name: 'Add Review' });
  return view;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Review' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValidReview() {
  fill('Name', 'Nadia');
  fill('Ratings', '5');
  fill('Location', 'Chattogram');
  fill('Description', 'The coolers arrived early and run quietly.');
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [imageFile()] } });
  expect(await screen.findByText(messages.uploads.uploaded)).toBeInTheDocument();
}

describe('AddReviewPage', () => {
  it('shows each required-field message under its empty field', async () => {
    mockUploads();
    reviewServer(() => CAN_REVIEW);
    await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Add a Review' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Add a Review');
    expect(screen.getByLabelText('Ratings')).toHaveAttribute('placeholder', 'Ratings 1 to 5');

    submit();

    expect(await screen.findByText(v.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(v.nameRequired);
    expect(screen.getByLabelText('Ratings')).toHaveAccessibleDescription(v.ratingsRequired);
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(v.locationRequired);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(v.descriptionRequired);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(expect.stringContaining(v.imageRequired));
  });

  it('refuses ratings outside 1 to 5, and halves', async () => {
    reviewServer(() => CAN_REVIEW);
    await renderForm();
    const message = 'Ratings must be a whole number from 1 to 5';
    for (const ratings of ['0', '6', '4.5', '-1']) {
      fill('Ratings', ratings);
      submit();
      await waitFor(() => expect(screen.getByLabelText('Ratings')).toHaveAccessibleDescription(message));
    }
    fill('Ratings', '3');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('starts with the account name, posts the review with the uploaded image, toasts, refreshes the reviews and then shows it', async () => {
    const uploads = mockUploads(() => uploaded('c'.repeat(32)));
    let mine = CAN_REVIEW;
    const fetchMock = reviewServer(() => mine, {
      'POST /api/review': () => {
        mine = { eligibility: 'already-reviewed', review: { ...OWN_REVIEW, review: 'The coolers arrived early and run quietly.' } };
        return jsonResponse({ insertedId: '9' }, { status: 201 });
      },
    });
    const { queryClient } = await renderForm('Casey Customer');
    const newest = getReviewsQueryOptions({ limit: 3 }).queryKey;
    queryClient.setQueryData(newest, [makeReview()]);
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer');

    await fillValidReview();
    expect(uploads.requests()).toHaveLength(1);
    submit();

    expect(await screen.findByText(messages.toast.reviewAdded)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/review',
        body: { name: 'Nadia', ratings: 5, location: 'Chattogram', review: 'The coolers arrived early and run quietly.', image: IMAGE_URL },
      },
    ]);
    expect(queryClient.getQueryState(newest)?.isInvalidated).toBe(true);
    expect(await screen.findByText(messages.reviews.alreadyReviewed)).toBeInTheDocument();
    const card = screen.getByRole('figure');
    expect(card).toHaveTextContent('The coolers arrived early and run quietly.');
    expect(within(card).getByText('Verified buyer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to add.' with the server's reason when the review is refused", async () => {
    mockUploads(() => uploaded());
    reviewServer(() => CAN_REVIEW, {
      'POST /api/review': () => jsonResponse({ code: 'UNAUTHORIZED', message: messages.auth.signInRequired }, { status: 401 }),
    });
    await renderForm();

    await fillValidReview();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.toast.reviewFailed);
    expect(alert).toHaveTextContent(messages.auth.signInRequired);
    expect(screen.getByLabelText('Location')).toHaveValue('Chattogram');
  });

  it("toasts 'Failed to add.' when the answer has no insertedId", async () => {
    mockUploads(() => uploaded());
    reviewServer(() => CAN_REVIEW, { 'POST /api/review': () => jsonResponse({}, { status: 201 }) });
    await renderForm();

    await fillValidReview();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add\.$/);
  });

  it('waits for the image: Add Review is disabled while it uploads', async () => {
    const uploads = mockUploads();
    reviewServer(() => CAN_REVIEW);
    await renderForm();
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [imageFile()] } });
    expect(screen.getByRole('button', { name: 'Add Review' })).toBeDisabled();
    await uploads.latest().respond(...uploaded());
    expect(screen.getByRole('button', { name: 'Add Review' })).toBeEnabled();
  });

  it('tells a customer without a paid order why they cannot review yet, with the way to the parts, before any form', async () => {
    reviewServer(() => ({ eligibility: 'needs-paid-order', review: null }));
    renderRoute(<AddReviewPage />);

    expect(await screen.findByText(messages.reviews.paidOrderRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse parts' })).toHaveAttribute('href', '/product');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
  });

  it('shows a customer who has reviewed their review instead of the form, and says so when the shop has hidden it', async () => {
    reviewServer(() => ({ eligibility: 'already-reviewed', review: { ...OWN_REVIEW, hidden: true } }));
    renderRoute(<AddReviewPage />);

    expect(await screen.findByText(messages.reviews.alreadyReviewed)).toBeInTheDocument();
    expect(screen.getByText(messages.reviews.hiddenByShop)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('Nadia');
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
  });

  it('tells an admin that reviews come from customers', async () => {
    reviewServer(() => ({ eligibility: 'admin', review: null }));
    renderRoute(<AddReviewPage />);
    expect(await screen.findByText(messages.reviews.adminCannotReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
  });
});

import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { jsonResponse, makeReview, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { getReviewsQueryOptions } from '../api/get-reviews';
import { AddReviewPage } from './add-review-page';

const IMAGE_URL = `/uploads/${'c'.repeat(32)}.webp`;
const v = messages.validation;

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
    renderRoute(<AddReviewPage />);
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
    renderRoute(<AddReviewPage />);
    const message = 'Ratings must be a whole number from 1 to 5';
    for (const ratings of ['0', '6', '4.5', '-1']) {
      fill('Ratings', ratings);
      submit();
      await waitFor(() => expect(screen.getByLabelText('Ratings')).toHaveAccessibleDescription(message));
    }
    fill('Ratings', '3');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('starts with the account name, posts the review with the uploaded image, toasts, resets and refreshes the reviews', async () => {
    const uploads = mockUploads(() => uploaded('c'.repeat(32)));
    const fetchMock = mockFetch({ 'POST /api/review': () => jsonResponse({ insertedId: '9' }, { status: 201 }) });
    const { queryClient } = renderRoute(<AddReviewPage defaultName="Casey Customer" />);
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
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Casey Customer'));
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Ratings')).toHaveValue(null);
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to add.' with the server's reason when the review is refused", async () => {
    mockUploads(() => uploaded());
    mockFetch({ 'POST /api/review': () => jsonResponse({ code: 'UNAUTHORIZED', message: messages.auth.signInRequired }, { status: 401 }) });
    renderRoute(<AddReviewPage />);

    await fillValidReview();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.toast.reviewFailed);
    expect(alert).toHaveTextContent(messages.auth.signInRequired);
    expect(screen.getByLabelText('Location')).toHaveValue('Chattogram');
  });

  it("toasts 'Failed to add.' when the answer has no insertedId", async () => {
    mockUploads(() => uploaded());
    mockFetch({ 'POST /api/review': () => jsonResponse({}, { status: 201 }) });
    renderRoute(<AddReviewPage />);

    await fillValidReview();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add\.$/);
  });

  it('waits for the image: Add Review is disabled while it uploads', async () => {
    const uploads = mockUploads();
    renderRoute(<AddReviewPage />);
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [imageFile()] } });
    expect(screen.getByRole('button', { name: 'Add Review' })).toBeDisabled();
    await uploads.latest().respond(...uploaded());
    expect(screen.getByRole('button', { name: 'Add Review' })).toBeEnabled();
  });
});

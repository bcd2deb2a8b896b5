import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { jsonResponse, makeProduct, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { getProductsQueryOptions } from '../api/get-products';
import { AddProductPage } from './add-product-page';

const IMAGE_URL = `/uploads/${'d'.repeat(32)}.webp`;
const v = messages.validation;

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValidProduct() {
  fill('Name', 'Heat Sink');
  fill('Price per piece', '12.5');
  fill('Quantity', '800');
  fill('Minimum order', '40');
  fill('Description', 'Aluminium heat sink for chipsets.');
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [imageFile('sink.jpg', 'image/jpeg')] } });
  expect(await screen.findByText(messages.uploads.uploaded)).toBeInTheDocument();
}

describe('AddProductPage', () => {
  it('shows each required-field message under its empty field', async () => {
    renderRoute(<AddProductPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add a Product' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Add a Product');

    submit();

    expect(await screen.findByText(v.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(v.nameRequired);
    expect(screen.getByLabelText('Price per piece')).toHaveAccessibleDescription('Price is Required');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription(v.productQuantityRequired);
    expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription(v.minimumRequired);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(v.descriptionRequired);
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(expect.stringContaining(v.imageRequired));
  });

  it('refuses a minimum order above the quantity, a price of 0 and fractions of pieces', async () => {
    const fetchMock = mockFetch({});
    renderRoute(<AddProductPage />);
    fill('Quantity', '50');
    fill('Minimum order', '51');
    fill('Price per piece', '0');
    submit();

    expect(await screen.findByText('Minimum order cannot be more than the quantity')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum order')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Price per piece')).toHaveAccessibleDescription('Price must be more than 0');

    fill('Minimum order', '50');
    await waitFor(() => expect(screen.queryByText('Minimum order cannot be more than the quantity')).not.toBeInTheDocument());
    fill('Quantity', '10.5');
    fill('Price per piece', '1.999');
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Quantity must be a whole number'));
    expect(screen.getByLabelText('Price per piece')).toHaveAccessibleDescription('Price can have at most 2 decimals');
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('posts the part with the uploaded image, toasts, resets and refreshes the product lists', async () => {
    mockUploads(() => uploaded('d'.repeat(32)));
    const fetchMock = mockFetch({ 'POST /api/product': () => jsonResponse({ insertedId: '31' }, { status: 201 }) });
    const { queryClient } = renderRoute(<AddProductPage />);
    const home = getProductsQueryOptions({ limit: 6 }).queryKey;
    queryClient.setQueryData(home, { products: [makeProduct()], total: 1, totalCapped: false });

    await fillValidProduct();
    submit();

    expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/product',
        body: { name: 'Heat Sink', price: 12.5, quantity: 800, minimum: 40, description: 'Aluminium heat sink for chipsets.', image: IMAGE_URL },
      },
    ]);
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Quantity')).toHaveValue(null);
  });

  it("toasts 'Failed to add Product.' with the server's reason when the part is refused", async () => {
    mockUploads(() => uploaded());
    mockFetch({ 'POST /api/product': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderRoute(<AddProductPage />);

    await fillValidProduct();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.toast.productFailed);
    expect(alert).toHaveTextContent(messages.auth.adminOnly);
    expect(screen.getByLabelText('Name')).toHaveValue('Heat Sink');
  });
});

import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/testing/categories';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { jsonResponse, makeProduct, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { getProductsQueryOptions } from '../api/get-products';
import { AddProductPage } from './add-product-page';

const IMAGE_URL = `/uploads/${'d'.repeat(32)}.webp`;
const v = messages.validation;

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const categoriesRoute = { 'GET /api/categories': () => jsonResponse(CATEGORIES) };

async function fillValidProduct() {
  fill('Name', 'Heat Sink');
  fill('Part number', 'psm-hs-40');
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
    expect(screen.getByLabelText('Part number')).toHaveAccessibleDescription('Part number is Required');
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
    const fetchMock = mockFetch({ ...categoriesRoute, 'POST /api/product': () => jsonResponse({ insertedId: '31' }, { status: 201 }) });
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
        body: {
          name: 'Heat Sink',
          partNumber: 'PSM-HS-40',
          price: 12.5,
          quantity: 800,
          minimum: 40,
          description: 'Aluminium heat sink for chipsets.',
          image: IMAGE_URL,
          categoryId: null,
          specifications: {},
          priceTiers: [],
          taxCategory: 'standard',
          leadTimeDays: null,
        },
      },
    ]);
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Quantity')).toHaveValue(null);
    expect(screen.getByLabelText('Part number')).toHaveValue('');
  });

  it("offers the contract's tax categories under an accessible label, standard unless another is chosen", async () => {
    mockUploads(() => uploaded('d'.repeat(32)));
    const fetchMock = mockFetch({ ...categoriesRoute, 'POST /api/product': () => jsonResponse({ insertedId: '31' }, { status: 201 }) });
    renderRoute(<AddProductPage />);
    const taxCategory = screen.getByRole('combobox', { name: 'Tax category' });
    expect(taxCategory).toHaveValue('standard');
    expect(
      within(taxCategory)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['standard', 'Standard'],
      ['reduced', 'Reduced'],
      ['zero', 'Zero'],
    ]);

    await fillValidProduct();
    fill('Tax category', 'reduced');
    submit();

    expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/product', body: expect.objectContaining({ taxCategory: 'reduced' }) }]);
    await waitFor(() => expect(taxCategory).toHaveValue('standard'));
  });

  it('takes a lead time in whole days from 1 to 365 under its label and hint; empty sends none', async () => {
    mockUploads(() => uploaded('d'.repeat(32)));
    const fetchMock = mockFetch({ ...categoriesRoute, 'POST /api/product': () => jsonResponse({ insertedId: '31' }, { status: 201 }) });
    renderRoute(<AddProductPage />);
    const leadTime = screen.getByRole('spinbutton', { name: messages.productEditor.leadTimeDays });
    expect(leadTime).toHaveValue(null);
    expect(leadTime).toHaveAccessibleDescription(messages.productEditor.leadTimeHint);

    await fillValidProduct();
    const refusedWith = `${messages.productEditor.leadTimeHint} ${messages.productEditor.leadTimeInvalid}`;
    fill(messages.productEditor.leadTimeDays, '0');
    submit();
    await waitFor(() => expect(leadTime).toHaveAccessibleDescription(refusedWith));
    expect(leadTime).toHaveAttribute('aria-invalid', 'true');
    // Checked again as it changes, once the form was sent.
    for (const refused of ['366', '1.5']) {
      fill(messages.productEditor.leadTimeDays, '5');
      await waitFor(() => expect(leadTime).toHaveAccessibleDescription(messages.productEditor.leadTimeHint));
      fill(messages.productEditor.leadTimeDays, refused);
      await waitFor(() => expect(leadTime).toHaveAccessibleDescription(refusedWith));
    }
    expect(writeRequests(fetchMock)).toEqual([]);

    fill(messages.productEditor.leadTimeDays, '14');
    submit();
    expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/product', body: expect.objectContaining({ leadTimeDays: 14 }) }]);
    await waitFor(() => expect(leadTime).toHaveValue(null));
  });

  it("toasts 'Failed to add Product.' with the server's reason when the part is refused", async () => {
    mockUploads(() => uploaded());
    mockFetch({ ...categoriesRoute, 'POST /api/product': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderRoute(<AddProductPage />);

    await fillValidProduct();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.toast.productFailed);
    expect(alert).toHaveTextContent(messages.auth.adminOnly);
    expect(screen.getByLabelText('Name')).toHaveValue('Heat Sink');
  });
  describe('category, specifications and price breaks', () => {
    const category = () => screen.getByLabelText('Category');
    const specifications = () => screen.getByRole('group', { name: 'Specifications' });
    const breaks = () => screen.getByRole('group', { name: messages.priceTiers.heading });
    const fillBreak = (number: number, label: string, value: string) =>
      fireEvent.change(within(within(breaks()).getByRole('group', { name: `Price break ${number}` })).getByLabelText(label), { target: { value } });

    it('offers the category tree, and the inputs of the chosen category and those above it by kind', async () => {
      mockFetch(categoriesRoute);
      renderRoute(<AddProductPage />);

      await waitFor(() => expect(category()).toBeEnabled());
      expect(
        within(category())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No category', 'Cooling', '\u00a0\u00a0\u00a0CPU coolers', 'Storage']);
      expect(specifications()).toHaveTextContent('No specifications to fill in');

      fireEvent.change(category(), { target: { value: '2' } });
      const rgb = within(specifications()).getByLabelText('RGB lighting');
      expect(
        within(rgb)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not set', 'Yes', 'No']);
      expect(
        within(within(specifications()).getByLabelText('Socket'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not set', 'AM5', 'LGA1700']);
      expect(within(specifications()).getByLabelText('Fan size (mm)')).toHaveAttribute('type', 'number');

      fireEvent.change(category(), { target: { value: '3' } });
      expect(within(specifications()).queryByLabelText('Socket')).not.toBeInTheDocument();
      expect(within(specifications()).getByLabelText('Capacity (GB)')).toBeInTheDocument();
      expect(within(specifications()).getByLabelText('Interface')).toHaveAttribute('maxLength', '200');
    });

    it("sends the part, its category's values (not those of a category left behind) and its price breaks in one request", async () => {
      mockUploads(() => uploaded('d'.repeat(32)));
      const fetchMock = mockFetch({ ...categoriesRoute, 'POST /api/product': () => jsonResponse({ insertedId: '31' }, { status: 201 }) });
      renderRoute(<AddProductPage />);
      await fillValidProduct();
      await waitFor(() => expect(category()).toBeEnabled());

      fireEvent.change(category(), { target: { value: '3' } });
      fill('Capacity (GB)', '512');
      fireEvent.change(category(), { target: { value: '2' } });
      fill('RGB lighting', 'false');
      fill('Socket', 'AM5');
      fill('Fan size (mm)', '120');
      fill('Fan size (mm)', '');
      fill('Fan size (mm)', '140');
      fireEvent.click(within(breaks()).getByRole('button', { name: messages.priceTiers.addTier }));
      fillBreak(1, 'From pieces', '100');
      fillBreak(1, 'Price per piece', '11');
      submit();

      expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([
        {
          method: 'POST',
          url: '/api/product',
          body: expect.objectContaining({
            partNumber: 'PSM-HS-40',
            categoryId: '2',
            specifications: { rgb: false, socket: 'AM5', fan_size: 140 },
            priceTiers: [{ minQuantity: 100, price: 11 }],
          }),
        },
      ]);
      await waitFor(() => expect(category()).toHaveValue(''));
      expect(screen.queryByRole('group', { name: 'Price break 1' })).not.toBeInTheDocument();
    });

    it("checks the part number and the breaks against the part's own minimum order and price before sending", async () => {
      const fetchMock = mockFetch(categoriesRoute);
      renderRoute(<AddProductPage />);
      fill('Part number', 'PSM HS 40');
      fill('Price per piece', '12.5');
      fill('Quantity', '800');
      fill('Minimum order', '40');
      fireEvent.click(within(breaks()).getByRole('button', { name: messages.priceTiers.addTier }));
      fillBreak(1, 'From pieces', '20');
      fillBreak(1, 'Price per piece', '13');
      fill('Name', 'Heat Sink');
      fill('Description', 'Aluminium heat sink for chipsets.');
      submit();

      expect(await screen.findByText(/^Part number: up to 40 letters/)).toBeInTheDocument();
      fill('Part number', 'PSM-HS-40');
      submit();
      expect(await within(breaks()).findByText(messages.priceTiers.belowMinimum(40))).toBeInTheDocument();
      expect(within(breaks()).getByText(messages.priceTiers.notBelowPrice('$12.50'))).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([]);
    });

    it('says so when the categories cannot be loaded', async () => {
      mockFetch({ 'GET /api/categories': () => jsonResponse({ code: 'INTERNAL', message: 'Something broke.' }, { status: 500 }) });
      renderRoute(<AddProductPage />);

      expect(await screen.findByText(messages.categories.loadFailed)).toBeInTheDocument();
      expect(category()).toBeDisabled();
    });
  });
});

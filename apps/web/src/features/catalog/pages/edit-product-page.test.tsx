import { type PartSpecification, type Product, type ProductUpdateInput, productUpdateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/testing/categories';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { jsonResponse, makeProductDetail, mockFetch, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { EditProductPage } from './edit-product-page';

// As GET /api/product/{id} answers: with the categories above the part and its datasheets.
const HEAT_SINK = makeProductDetail({
  _id: '31',
  name: 'Heat Sink',
  partNumber: 'PSM-HS-40',
  description: 'Aluminium heat sink.',
  price: 12.5,
  quantity: 800,
  minimum: 40,
  available: 800,
});
const ALL_SPECIFICATIONS = CATEGORIES.flatMap((category) => category.specifications);

/** A part's values as the server answers them: each with its specification's name, kind and unit. */
function partSpecifications(values: Record<string, string | number | boolean | null>): PartSpecification[] {
  return ALL_SPECIFICATIONS.flatMap(({ key, name, kind, unit }) => {
    const value = values[key];
    return value === undefined || value === null ? [] : [{ key, name, kind, unit, value }];
  });
}

/** GET and PATCH /api/product/31 over one part, and GET /api/categories; `patch` may answer otherwise (a refusal). */
function partServer(initial: Product = HEAT_SINK, patch?: (changes: ProductUpdateInput) => Response | undefined) {
  let part = { ...initial };
  return mockFetch({
    'GET /api/categories': () => jsonResponse(CATEGORIES),
    'GET /api/product/31': () => jsonResponse(part),
    'PATCH /api/product/31': (_url, init) => {
      const { stockChange = 0, specifications, ...fields } = productUpdateSchema.parse(JSON.parse(String(init?.body)));
      const refusal = patch?.({ stockChange, ...fields });
      if (refusal) return refusal;
      const quantity = part.quantity + stockChange;
      part = { ...part, ...fields, quantity, available: quantity, ...(specifications && { specifications: partSpecifications(specifications) }) };
      return jsonResponse(part);
    },
  });
}

const renderEditPage = () =>
  renderRoute(<EditProductPage productId="31" />, { path: '/dashboard/manage-products/:productId', url: '/dashboard/manage-products/31' });
const details = () => screen.getByRole('form', { name: 'Details' });
const stock = () => screen.getByRole('region', { name: 'Stock' });
const fill = (label: string, value: string) => fireEvent.change(within(details()).getByLabelText(label), { target: { value } });
const saveButton = () => within(details()).getByRole('button', { name: 'Save changes' });
const changeStock = (pieces: string, button: 'Add to stock' | 'Remove from stock') => {
  fireEvent.change(within(stock()).getByLabelText('Pieces to add or remove'), { target: { value: pieces } });
  fireEvent.click(within(stock()).getByRole('button', { name: button }));
};

describe('EditProductPage', () => {
  it("prefills the part's fields and shows its stock, with Save off until something changes", async () => {
    partServer();
    renderEditPage();

    expect(await screen.findByLabelText('Name')).toHaveValue('Heat Sink');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Part number')).toHaveValue('PSM-HS-40');
    expect(screen.getByLabelText('Price per piece')).toHaveValue(12.5);
    expect(screen.getByLabelText('Minimum order')).toHaveValue(40);
    expect(screen.getByLabelText('Description')).toHaveValue('Aluminium heat sink.');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', HEAT_SINK.image);
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
    expect(stock()).toHaveTextContent('In stock: 800 pieces');
    expect(within(stock()).queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/dashboard/manage-products');
    await waitFor(() => expect(document.title).toBe('Partsmith | Edit Heat Sink'));
  });

  it('sends only the fields that changed, trimmed, then toasts and starts over from the saved part', async () => {
    const fetchMock = partServer();
    renderEditPage();
    await screen.findByLabelText('Name');

    fill('Name', ' Copper Heat Sink ');
    fill('Price per piece', '14');
    fill('Description', 'Aluminium heat sink.');
    fireEvent.click(saveButton());

    expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/product/31', body: { name: 'Copper Heat Sink', price: 14 } }]);
    expect(screen.getByLabelText('Name')).toHaveValue('Copper Heat Sink');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a Product' }).nextElementSibling).toHaveTextContent('Copper Heat Sink');
  });

  describe('category and specifications', () => {
    const COOLER = {
      ...HEAT_SINK,
      categoryId: '2',
      specifications: partSpecifications({ socket: 'AM5', fan_size: 120 }),
    };
    const category = () => within(details()).getByLabelText('Category');

    it("prefills the part's category and its values, with an empty input for a specification it has no value of", async () => {
      partServer(COOLER);
      renderEditPage();

      await waitFor(() => expect(category()).toHaveValue('2'));
      expect(within(details()).getByLabelText('Socket')).toHaveValue('AM5');
      expect(within(details()).getByLabelText('Fan size (mm)')).toHaveValue(120);
      expect(within(details()).getByLabelText('RGB lighting')).toHaveValue('');
      expect(saveButton()).toBeDisabled();
    });

    it('sends every value the category declares when one changes, null for an empty one', async () => {
      const fetchMock = partServer(COOLER);
      renderEditPage();
      await waitFor(() => expect(category()).toHaveValue('2'));

      fill('Fan size (mm)', '140');
      fill('Socket', '');
      fill('RGB lighting', 'true');
      fireEvent.click(saveButton());

      expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([
        { method: 'PATCH', url: '/api/product/31', body: { specifications: { rgb: true, socket: null, fan_size: 140 } } },
      ]);
      expect(within(details()).getByLabelText('Fan size (mm)')).toHaveValue(140);
      expect(saveButton()).toBeDisabled();
    });

    it("moves the part to another category with that category's values, and a new part number in capitals", async () => {
      const fetchMock = partServer(COOLER);
      renderEditPage();
      await waitFor(() => expect(category()).toHaveValue('2'));

      fireEvent.change(category(), { target: { value: '3' } });
      expect(within(details()).queryByLabelText('Socket')).not.toBeInTheDocument();
      fill('Capacity (GB)', '1000');
      fill('Part number', 'psm-ssd-1000');
      fireEvent.click(saveButton());

      expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([
        {
          method: 'PATCH',
          url: '/api/product/31',
          body: { partNumber: 'PSM-SSD-1000', categoryId: '3', specifications: { capacity: 1000, interface: null } },
        },
      ]);
    });
  });

  it("prefills the part's tax category and sends a new one alone", async () => {
    const fetchMock = partServer({ ...HEAT_SINK, taxCategory: 'reduced' });
    renderEditPage();
    await screen.findByLabelText('Name');
    const taxCategory = within(details()).getByRole('combobox', { name: 'Tax category' });
    expect(taxCategory).toHaveValue('reduced');
    expect(saveButton()).toBeDisabled();

    fill('Tax category', 'zero');
    fireEvent.click(saveButton());

    expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/product/31', body: { taxCategory: 'zero' } }]);
    expect(taxCategory).toHaveValue('zero');
    expect(saveButton()).toBeDisabled();
  });

  it("prefills the part's lead time, sends a new one alone, and empty removes it", async () => {
    const fetchMock = partServer({ ...HEAT_SINK, leadTimeDays: 10 });
    renderEditPage();
    await screen.findByLabelText('Name');
    const leadTime = within(details()).getByRole('spinbutton', { name: messages.productEditor.leadTimeDays });
    expect(leadTime).toHaveValue(10);
    expect(leadTime).toHaveAccessibleDescription(messages.productEditor.leadTimeHint);
    expect(saveButton()).toBeDisabled();

    fill(messages.productEditor.leadTimeDays, '366');
    fireEvent.click(saveButton());
    expect(await within(details()).findByText(messages.productEditor.leadTimeInvalid)).toBeInTheDocument();

    fill(messages.productEditor.leadTimeDays, '21');
    fireEvent.click(saveButton());
    expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(leadTime).toHaveValue(21);

    fill(messages.productEditor.leadTimeDays, '');
    fireEvent.click(saveButton());
    await waitFor(() => expect(writeRequests(fetchMock)).toHaveLength(2));
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/product/31', body: { leadTimeDays: 21 } },
      { method: 'PATCH', url: '/api/product/31', body: { leadTimeDays: null } },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(leadTime).toHaveValue(null);
  });

  it('sends a new image once it is uploaded', async () => {
    mockUploads(() => uploaded('e'.repeat(32)));
    const fetchMock = partServer();
    renderEditPage();

    fireEvent.change(await screen.findByLabelText('Image'), { target: { files: [imageFile('sink.webp', 'image/webp')] } });
    expect(await screen.findByText(messages.uploads.uploaded)).toBeInTheDocument();
    fireEvent.click(saveButton());

    expect(await screen.findByText(messages.products.updated)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/product/31', body: { image: `/uploads/${'e'.repeat(32)}.webp` } }]);
  });

  it("checks the fields with the contract's rules before sending anything", async () => {
    const fetchMock = partServer();
    renderEditPage();
    await screen.findByLabelText('Name');

    fill('Name', '');
    fill('Price per piece', '0');
    fill('Minimum order', '2.5');
    fireEvent.click(saveButton());

    expect(await screen.findByText(messages.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Price per piece')).toHaveAccessibleDescription('Price must be more than 0');
    expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription('Minimum order must be a whole number');
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it("toasts the server's message when a save is refused, and keeps what was typed", async () => {
    partServer(HEAT_SINK, () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }));
    renderEditPage();
    await screen.findByLabelText('Name');

    fill('Name', 'Copper Heat Sink');
    fireEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.adminOnly);
    expect(screen.getByLabelText('Name')).toHaveValue('Copper Heat Sink');
    expect(saveButton()).toBeEnabled();
  });

  it('adds and removes pieces by sending the change, never a stock figure, and shows the stock that results', async () => {
    const fetchMock = partServer();
    renderEditPage();
    await screen.findByLabelText('Name');

    changeStock('50', 'Add to stock');
    await waitFor(() => expect(stock()).toHaveTextContent('In stock: 850 pieces'));
    expect(screen.getByText(messages.products.updated)).toBeInTheDocument();
    expect(within(stock()).getByLabelText('Pieces to add or remove')).toHaveValue(null);

    changeStock('830', 'Remove from stock');
    await waitFor(() => expect(stock()).toHaveTextContent('In stock: 20 pieces'));
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/product/31', body: { stockChange: 50 } },
      { method: 'PATCH', url: '/api/product/31', body: { stockChange: -830 } },
    ]);
    // Below the minimum order of 40: the shop cannot sell it.
    expect(within(stock()).getByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(stock()).toHaveTextContent('minimum order of 40 pieces');
  });

  it('asks for a whole number of pieces, 1 or more', async () => {
    const fetchMock = partServer();
    renderEditPage();
    await screen.findByLabelText('Name');
    const pieces = () => within(stock()).getByLabelText('Pieces to add or remove');

    changeStock('0', 'Add to stock');
    await waitFor(() => expect(pieces()).toHaveAccessibleDescription(messages.productEditor.stockPiecesInvalid));
    changeStock('-5', 'Remove from stock');
    await waitFor(() => expect(pieces()).toHaveAccessibleDescription(messages.productEditor.stockPiecesInvalid));
    changeStock('2.5', 'Add to stock');
    await waitFor(() => expect(pieces()).toHaveAccessibleDescription('Stock change must be a whole number'));
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it("toasts the server's refusal to remove more than is in stock, and reads the stock again", async () => {
    const fetchMock = partServer(HEAT_SINK, ({ stockChange = 0 }) =>
      HEAT_SINK.quantity + stockChange < 0 ? jsonResponse({ code: 'CONFLICT', message: messages.products.stockBelowZero(800) }, { status: 409 }) : undefined,
    );
    renderEditPage();
    await screen.findByLabelText('Name');

    changeStock('900', 'Remove from stock');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.products.stockBelowZero(800));
    await waitFor(() => expect(requestedUrls(fetchMock).filter((url) => url === '/api/product/31')).toHaveLength(3));
    expect(within(stock()).getByLabelText('Pieces to add or remove')).toHaveValue(900);
    expect(stock()).toHaveTextContent('In stock: 800 pieces');
  });

  it('marks a part with fewer pieces than its minimum order as out of stock', async () => {
    partServer({ ...HEAT_SINK, quantity: 12, available: 12 });
    renderEditPage();

    expect(await screen.findByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(stock()).toHaveTextContent('In stock: 12 pieces');
    expect(stock()).toHaveTextContent('Fewer pieces are in stock than the minimum order of 40 pieces');
  });

  it('marks a part with a lead time as out of stock too, without saying that nobody can order it', async () => {
    partServer({ ...HEAT_SINK, quantity: 12, available: 12, leadTimeDays: 14 });
    renderEditPage();

    expect(await screen.findByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(stock()).toHaveTextContent(messages.products.backorderNote('40 pieces', 14));
    expect(stock()).toHaveTextContent('Customers can still order it: what is not in stock is promised within 14 days');
    expect(stock()).not.toHaveTextContent('nobody can order');
  });

  it('says so when the part does not exist, with the way back to Manage Products', async () => {
    mockFetch({ '/api/product/31': () => jsonResponse({ code: 'NOT_FOUND', message: 'No such part.' }, { status: 404 }) });
    renderEditPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByText('No such part.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Products' })).toHaveAttribute('href', '/dashboard/manage-products');
  });

  it('offers Retry when the part cannot be loaded', async () => {
    mockFetch({ '/api/product/31': () => jsonResponse({ code: 'INTERNAL', message: 'Something broke.' }, { status: 500 }) });
    renderEditPage();

    expect(await screen.findByRole('heading', { name: 'We could not load this part' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('price breaks', () => {
    /** GET /api/product/31 and PUT its price breaks; `put` may answer otherwise (a refusal). */
    function tiersServer(put?: () => Response) {
      let part: Product = { ...HEAT_SINK, priceTiers: [{ minQuantity: 100, price: 11 }] };
      return mockFetch({
        'GET /api/product/31': () => jsonResponse(part),
        'PUT /api/product/31/price-tiers': (_url, init) => {
          const refusal = put?.();
          if (refusal) return refusal;
          part = { ...part, priceTiers: (JSON.parse(String(init?.body)) as { tiers: Product['priceTiers'] }).tiers };
          return jsonResponse(part);
        },
      });
    }
    const breaks = () => screen.getByRole('form', { name: messages.priceTiers.heading });
    const fillBreak = (number: number, label: string, value: string) =>
      fireEvent.change(within(within(breaks()).getByRole('group', { name: `Price break ${number}` })).getByLabelText(label), { target: { value } });
    const save = () => within(breaks()).getByRole('button', { name: messages.priceTiers.save });

    it("prefills the part's breaks, adds one and saves the set, then toasts", async () => {
      const fetchMock = tiersServer();
      renderEditPage();
      await screen.findByRole('group', { name: 'Price break 1' });
      expect(within(breaks()).getByLabelText('From pieces')).toHaveValue(100);
      expect(save()).toBeDisabled();

      fireEvent.click(within(breaks()).getByRole('button', { name: messages.priceTiers.addTier }));
      const added = within(breaks()).getByRole('group', { name: 'Price break 2' });
      expect(within(added).getByLabelText('From pieces')).toHaveValue(null);
      expect(within(added).getByLabelText('Price per piece')).toHaveValue(null);
      fillBreak(2, 'From pieces', '500');
      fillBreak(2, 'Price per piece', '9.5');
      fireEvent.click(save());

      expect(await screen.findByText(messages.priceTiers.saved)).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([
        {
          method: 'PUT',
          url: '/api/product/31/price-tiers',
          body: {
            tiers: [
              { minQuantity: 100, price: 11 },
              { minQuantity: 500, price: 9.5 },
            ],
          },
        },
      ]);
      await waitFor(() => expect(save()).toBeDisabled());
    });

    it("checks the breaks against the part and each other before sending, with the contract's messages", async () => {
      const fetchMock = tiersServer();
      renderEditPage();
      await screen.findByRole('group', { name: 'Price break 1' });

      fillBreak(1, 'From pieces', '20');
      fillBreak(1, 'Price per piece', '12.5');
      fireEvent.click(within(breaks()).getByRole('button', { name: messages.priceTiers.addTier }));
      fillBreak(2, 'From pieces', '10');
      fillBreak(2, 'Price per piece', '5');
      fireEvent.click(save());

      expect(await within(breaks()).findByText(messages.priceTiers.belowMinimum(40))).toBeInTheDocument();
      expect(within(breaks()).getByText(messages.priceTiers.notBelowPrice('$12.50'))).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([]);
    });

    it('removes every break, and shows a refusal of the server', async () => {
      const fetchMock = tiersServer(() => jsonResponse({ code: 'UNPROCESSABLE', message: 'Refused for a reason.' }, { status: 422 }));
      renderEditPage();
      await screen.findByRole('group', { name: 'Price break 1' });

      fireEvent.click(within(breaks()).getByRole('button', { name: 'Remove price break 1' }));
      expect(breaks()).toHaveTextContent(messages.priceTiers.none);
      fireEvent.click(save());

      expect(await screen.findByText('Refused for a reason.')).toBeInTheDocument();
      expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/product/31/price-tiers', body: { tiers: [] } }]);
    });
  });
});

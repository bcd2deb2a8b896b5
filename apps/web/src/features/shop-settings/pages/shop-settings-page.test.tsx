import type { ShopSettings } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute, writeRequests } from '@/testing/test-utils';
import { ShopSettingsPage } from './shop-settings-page';

const m = billingMessages.settings;

const SAVED: ShopSettings = {
  pricesIncludeTax: true,
  standardRate: 15,
  reducedRate: 7.5,
  deliveryCharge: 12.5,
  freeDeliveryFrom: null,
  sellerName: 'Partsmith Ltd',
  sellerAddress: '12 Foundry Road\nDhaka 1207',
  sellerTaxNumber: 'BIN 000123456',
  bankDetails: 'City Bank, Dhaka\nAccount 1234 5678',
};

/** GET and PUT /api/admin/settings as the server answers them; `refuse` answers the PUT instead. */
function settingsServer({ refuse }: { refuse?: () => Response } = {}) {
  let settings = SAVED;
  return mockFetch({
    'GET /api/admin/settings': () => jsonResponse(settings),
    'PUT /api/admin/settings': (_url, init) => {
      const refusal = refuse?.();
      if (refusal) return refusal;
      settings = JSON.parse(String(init?.body)) as ShopSettings;
      return jsonResponse(settings);
    },
  });
}

const renderSettings = () => renderRoute(<ShopSettingsPage />, { path: '/dashboard/settings' });
const section = (name: string) => screen.getByRole('region', { name });

describe('ShopSettingsPage', () => {
  it('shows the saved settings in three parts, with the note that only new orders use them', async () => {
    settingsServer();
    renderSettings();

    expect(screen.getByRole('heading', { level: 1, name: m.heading })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Shop Settings');
    expect(await screen.findByLabelText(m.standardRate)).toHaveValue(15);

    const tax = section(m.taxHeading);
    expect(within(tax).getByText(m.taxNote)).toBeInTheDocument();
    const prices = within(tax).getByRole('group', { name: m.pricesIncludeTax });
    expect(within(prices).getByRole('radio', { name: m.pricesIncludeTaxYes })).toBeChecked();
    expect(within(prices).getByRole('radio', { name: m.pricesIncludeTaxNo })).not.toBeChecked();
    expect(within(tax).getByLabelText(m.reducedRate)).toHaveValue(7.5);

    const delivery = section(m.deliveryHeading);
    expect(within(delivery).getByLabelText(m.deliveryCharge)).toHaveValue(12.5);
    expect(within(delivery).getByLabelText(m.freeDeliveryFrom)).toHaveValue(null);
    expect(within(delivery).getByLabelText(m.freeDeliveryFrom)).toHaveAccessibleDescription(m.freeDeliveryFromHint);

    const seller = section(m.sellerHeading);
    expect(within(seller).getByLabelText(m.sellerName)).toHaveValue('Partsmith Ltd');
    expect(within(seller).getByLabelText(m.sellerAddress)).toHaveValue(SAVED.sellerAddress);
    expect(within(seller).getByLabelText(m.sellerTaxNumber)).toHaveValue('BIN 000123456');
    expect(within(seller).getByLabelText(m.bankDetails)).toHaveValue(SAVED.bankDetails);
  });

  it("shows the contract schema's messages next to the fields, and sends nothing", async () => {
    const fetchMock = settingsServer();
    renderSettings();

    fireEvent.change(await screen.findByLabelText(m.standardRate), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText(m.reducedRate), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(m.deliveryCharge), { target: { value: '9.999' } });
    fireEvent.change(screen.getByLabelText(m.freeDeliveryFrom), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText(m.sellerName), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));

    expect(await screen.findByText('The standard rate must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByLabelText(m.standardRate)).toHaveAccessibleDescription('The standard rate must be between 0 and 100');
    expect(screen.getByLabelText(m.reducedRate)).toHaveAccessibleDescription('The reduced rate must be a number');
    expect(screen.getByLabelText(m.deliveryCharge)).toHaveAccessibleDescription(`${m.deliveryChargeHint} The delivery charge can have at most 2 decimals`);
    expect(screen.getByLabelText(m.freeDeliveryFrom)).toHaveAccessibleDescription(`${m.freeDeliveryFromHint} Free delivery from cannot be negative`);
    expect(screen.getByLabelText(m.sellerName)).toHaveAccessibleDescription('The seller name is required');
    expect(writeRequests(fetchMock)).toEqual([]);
  });

  it('saves every setting at once, an empty free-delivery amount as never free, and toasts', async () => {
    const fetchMock = settingsServer();
    renderSettings();

    fireEvent.click(await screen.findByRole('radio', { name: m.pricesIncludeTaxNo }));
    fireEvent.change(screen.getByLabelText(m.standardRate), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(m.freeDeliveryFrom), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(m.sellerName), { target: { value: ' Partsmith Industries ' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    const changed = { ...SAVED, pricesIncludeTax: false, standardRate: 20, freeDeliveryFrom: 500, sellerName: 'Partsmith Industries' };
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/admin/settings', body: changed }]);
    expect(screen.getByLabelText(m.sellerName)).toHaveValue('Partsmith Industries');

    fireEvent.change(screen.getByLabelText(m.freeDeliveryFrom), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(writeRequests(fetchMock)).toHaveLength(2));
    expect(writeRequests(fetchMock)[1]!.body).toEqual({ ...changed, freeDeliveryFrom: null });
  });

  it("toasts the server's refusal and keeps what was typed", async () => {
    settingsServer({ refuse: () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderSettings();

    fireEvent.change(await screen.findByLabelText(m.reducedRate), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.adminOnly);
    expect(screen.getByLabelText(m.reducedRate)).toHaveValue(5);
  });

  it('shows why the settings could not be loaded, with a retry', async () => {
    mockFetch({ 'GET /api/admin/settings': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: m.loadFailed })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

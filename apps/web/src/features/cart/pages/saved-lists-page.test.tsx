import { cartMessages, type SavedList } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, writeRequests } from '@/testing/test-utils';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { SavedListsPage } from './saved-lists-page';

const monthly: SavedList = {
  id: '4',
  name: 'Monthly keys',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  lines: [
    { productId: '1', partNumber: 'PSM-KEY-104', name: 'Keys', quantity: 500 },
    { productId: '2', partNumber: 'PSM-COOL-120', name: 'Cooler', quantity: 30 },
  ],
};

const routes = (
  <>
    <Route path="/dashboard/lists" element={<SavedListsPage />} />
    <Route path="/cart" element={<p>cart page</p>} />
  </>
);

describe('My Lists', () => {
  it("lists each list's lines, and adds a list to the cart with a link to it", async () => {
    const fetchMock = mockFetch({
      'GET /api/lists': () => jsonResponse([monthly]),
      'POST /api/lists/4/to-cart': () => jsonResponse(makeCart([makeCartLine()])),
    });
    const { location, queryClient } = renderForCustomer('user-1', routes, '/dashboard/lists');

    const list = await screen.findByRole('article', { name: 'Monthly keys' });
    expect(within(list).getByText('2 lines', { exact: false })).toBeInTheDocument();
    expect(within(list).getByRole('row', { name: /Cooler PSM-COOL-120 30/ })).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Add to cart' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(cartMessages.listAdded('Monthly keys'));
    expect(queryClient.getQueryData(['account', 'cart'])).toEqual(makeCart([makeCartLine()]));
    fireEvent.click(within(notice).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/lists/4/to-cart', body: undefined }]);
  });

  it('deletes a list after asking', async () => {
    let lists = [monthly];
    const fetchMock = mockFetch({
      'GET /api/lists': () => jsonResponse(lists),
      'DELETE /api/lists/4': () => {
        lists = [];
        return jsonResponse({ deletedCount: 1 });
      },
    });
    renderForCustomer('user-1', routes, '/dashboard/lists');

    fireEvent.click(within(await screen.findByRole('article', { name: 'Monthly keys' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: cartMessages.deleteListTitle('Monthly keys') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(cartMessages.noLists, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/lists/4', body: undefined }]));
  });
});

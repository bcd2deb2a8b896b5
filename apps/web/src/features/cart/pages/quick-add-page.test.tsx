import type { BomLine, BomPreviewResult } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, writeRequests } from '@/testing/test-utils';
import { BROWSER_CART_KEY } from '../lib/browser-cart';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { QuickAddPage } from './quick-add-page';

const keysPart = { productId: '1', partNumber: 'PSM-KEY-104', name: 'Keys', unitPrice: 30, minimum: 500, available: 1950, leadTimeDays: null };
const coolerPart = { productId: '2', partNumber: 'PSM-COOL-120', name: 'Cooler', unitPrice: 400, minimum: 30, available: 1050, leadTimeDays: null };
/** A part with a lead time: pieces beyond its 40 in stock are ordered too, and ship within 14 days. */
const boardPart = { productId: '3', partNumber: 'PSM-MB-AM5-ATX', name: 'Motherboard', unitPrice: 180, minimum: 10, available: 40, leadTimeDays: 14 };
const PARTS = [keysPart, coolerPart, boardPart];

function bomLine(overrides: Partial<BomLine> & Pick<BomLine, 'row' | 'partNumber' | 'quantity'>): BomLine {
  return { status: 'ok', problem: null, part: null, suggestion: null, nearestQuantity: null, ...overrides };
}

/** The server's preview of the text, by its lines: an unknown part with a suggestion, a quantity below a minimum. */
function preview(text: string): { status: number; body: BomPreviewResult } {
  const lines = text.split('\n').map((written, index) => {
    const [partNumber = '', quantity = ''] = written.split(',').map((cell) => cell.trim());
    const row = index + 1;
    if (partNumber === 'PSM-KEY-1O4') {
      return bomLine({
        row,
        partNumber,
        quantity,
        status: 'unknown-part',
        problem: 'No part has the number PSM-KEY-1O4.',
        suggestion: { productId: '1', partNumber: 'PSM-KEY-104', name: 'Keys' },
      });
    }
    if (partNumber === 'PSM-COOL-120' && Number(quantity) < 30) {
      return bomLine({ row, partNumber, quantity, status: 'below-minimum', problem: 'The minimum order is 30 pieces.', part: coolerPart, nearestQuantity: 30 });
    }
    return bomLine({ row, partNumber, quantity, part: PARTS.find((part) => part.partNumber === partNumber) ?? keysPart });
  });
  const ok = lines.filter((line) => line.status === 'ok').length;
  return ok === lines.length
    ? { status: 200, body: { lines, ok } }
    : { status: 422, body: { code: 'BOM_PROBLEMS', message: `${lines.length - ok} of ${lines.length} lines need attention.`, lines, ok } };
}

const routes = (
  <>
    <Route path="/cart/quick-add" element={<QuickAddPage />} />
    <Route path="/cart" element={<p>cart page</p>} />
  </>
);

function mockServer() {
  const checked: string[] = [];
  const fetchMock = mockFetch({
    'POST /api/cart/bom-preview': (_url, init) => {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      checked.push(text);
      const { status, body } = preview(text);
      return jsonResponse(body, { status });
    },
    'POST /api/cart/lines': () => jsonResponse(makeCart([makeCartLine()])),
    'POST /api/cart/preview': () => jsonResponse(makeCart([makeCartLine()])),
  });
  return { fetchMock, checked };
}

const text = () => screen.getByLabelText('Part numbers and quantities');

/** A chosen file; jsdom's File has no text(), which every browser's has. */
const csvFile = (content: string) => Object.assign(new File([content], 'bom.csv', { type: 'text/csv' }), { text: () => Promise.resolve(content) });

describe('quick add', () => {
  it('previews every line (a 422 answer too), writes the fixes it offers into the text and checks again', async () => {
    const { checked } = mockServer();
    renderForCustomer('user-1', routes, '/cart/quick-add');

    fireEvent.change(await screen.findByLabelText('Part numbers and quantities'), { target: { value: 'PSM-KEY-1O4, 500\nPSM-COOL-120, 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }));

    expect(await screen.findByText('0 of 2 lines can be added.')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: /^Line 1/ });
    expect(within(first).getByText('Unknown part')).toBeInTheDocument();
    expect(within(first).getByText('Did you mean PSM-KEY-104?')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /^Line 2/ })).getByText('The minimum order is 30 pieces.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 0 lines to cart' })).toBeDisabled();

    fireEvent.click(within(first).getByRole('button', { name: 'Use PSM-KEY-104' }));
    expect(await screen.findByText('1 of 2 lines can be added.')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('article', { name: /^Line 2/ })).getByRole('button', { name: 'Use 30' }));
    expect(await screen.findByText('2 of 2 lines can be added.')).toBeInTheDocument();
    expect(text()).toHaveValue('PSM-KEY-104, 500\nPSM-COOL-120, 30');
    // A ready line shows its price per piece and its total.
    expect(screen.getByRole('article', { name: /^Line 2/ })).toHaveTextContent('Price per piece $400 · Line total $12,000');
    expect(checked).toEqual(['PSM-KEY-1O4, 500\nPSM-COOL-120, 10', 'PSM-KEY-104, 500\nPSM-COOL-120, 10', 'PSM-KEY-104, 500\nPSM-COOL-120, 30']);
  });

  it('says how many pieces of a line beyond the stock of a part with a lead time ship later', async () => {
    mockServer();
    renderForCustomer('user-1', routes, '/cart/quick-add');

    fireEvent.change(await screen.findByLabelText('Part numbers and quantities'), { target: { value: 'PSM-MB-AM5-ATX, 55\nPSM-COOL-120, 40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }));

    expect(await screen.findByText('2 of 2 lines can be added.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Line 1/ })).toHaveTextContent('15 pieces ship within 14 days');
    expect(screen.getByRole('article', { name: /^Line 2/ })).not.toHaveTextContent('ship within');
  });

  it("adds the good lines to a customer's cart in one request, keeping the others to fix", async () => {
    const { fetchMock, checked } = mockServer();
    renderForCustomer('user-1', routes, '/cart/quick-add');

    fireEvent.change(await screen.findByLabelText('Part numbers and quantities'), {
      target: { value: 'PSM-KEY-104, 500\nPSM-COOL-120, 10\nPSM-COOL-120, 40' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 lines to cart' }));

    expect(await screen.findByText('2 lines added to your cart.')).toBeInTheDocument();
    expect(await screen.findByText('0 of 1 line can be added.')).toBeInTheDocument();
    expect(text()).toHaveValue('PSM-COOL-120, 10');
    expect(checked.at(-1)).toBe('PSM-COOL-120, 10');
    expect(writeRequests(fetchMock).filter(({ url }) => url === '/api/cart/lines')).toEqual([
      {
        method: 'POST',
        url: '/api/cart/lines',
        body: {
          lines: [
            { productId: '1', quantity: 500 },
            { productId: '2', quantity: 40 },
          ],
        },
      },
    ]);
  });

  it("puts a visitor's good lines in the browser and goes to the cart when every line was added", async () => {
    mockServer();
    const { location } = renderForCustomer(null, routes, '/cart/quick-add');

    fireEvent.change(await screen.findByLabelText('Part numbers and quantities'), { target: { value: 'PSM-KEY-104, 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check lines' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 line to cart' }));

    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
    expect(JSON.parse(window.localStorage.getItem(BROWSER_CART_KEY) ?? '[]')).toEqual([{ productId: '1', quantity: 500, seenUnitPrice: 30 }]);
  });

  it('reads a CSV file into the text and checks it; asks for lines before checking nothing', async () => {
    const { checked } = mockServer();
    renderForCustomer('user-1', routes, '/cart/quick-add');

    fireEvent.click(await screen.findByRole('button', { name: 'Check lines' }));
    expect(await screen.findByText('Paste lines of part number and quantity')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Or read a CSV file'), { target: { files: [csvFile('PSM-KEY-104, 500')] } });
    expect(await screen.findByText('1 of 1 line can be added.')).toBeInTheDocument();
    expect(text()).toHaveValue('PSM-KEY-104, 500');
    expect(checked).toEqual(['PSM-KEY-104, 500']);
  });

  it('refuses a file longer than a list may be, without sending it', async () => {
    const { fetchMock } = mockServer();
    renderForCustomer('user-1', routes, '/cart/quick-add');

    fireEvent.change(await screen.findByLabelText('Or read a CSV file'), { target: { files: [csvFile('A'.repeat(50_001))] } });
    expect(await screen.findByText('A list can be at most 50,000 characters')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

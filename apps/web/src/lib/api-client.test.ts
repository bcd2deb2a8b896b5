import { errorMessages } from '@partsmith/contract/error-messages';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { ApiError, apiGet, apiGetPage, apiRequest, apiUrl, getErrorMessage } from './api-client';

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty parameters', () => {
    expect(apiUrl('/product', { limit: 6, offset: undefined, q: '', sort: null })).toBe('/api/product?limit=6');
    expect(apiUrl('/review')).toBe('/api/review');
  });

  it('repeats the name of a list parameter, once per item', () => {
    expect(apiUrl('/product', { category: 'cpu-coolers', spec: ['socket:AM5', 'socket:AM4', 'tdp:65..125'] })).toBe(
      '/api/product?category=cpu-coolers&spec=socket%3AAM5&spec=socket%3AAM4&spec=tdp%3A65..125',
    );
    expect(apiUrl('/product', { spec: [] })).toBe('/api/product');
  });
});

describe('apiRequest', () => {
  it('calls the same-origin API with credentials and returns body and headers', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([{ _id: '1' }], { headers: { 'X-Total-Count': '42' } }));
    vi.stubGlobal('fetch', fetchMock);

    const { data, headers, status } = await apiRequest<unknown[]>('/product', { params: { limit: 2 } });

    expect(data).toEqual([{ _id: '1' }]);
    expect(status).toBe(200);
    expect(headers.get('X-Total-Count')).toBe('42');
    expect(fetchMock).toHaveBeenCalledWith('/api/product?limit=2', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it("turns a { code, message } answer into an ApiError with the server's message", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ code: 'NOT_FOUND', message: errorMessages.productNotFound }, { status: 404 }));

    const error = await apiGet('/product/99').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: errorMessages.productNotFound });
    expect(getErrorMessage(error)).toBe(errorMessages.productNotFound);
  });

  it('uses the network message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(apiGet('/product')).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: errorMessages.network });
  });

  it("keeps the sign-in provider's own codes and messages", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 }));

    await expect(apiGet('/auth/sign-in/email')).rejects.toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it('says to wait when rate limited, with or without a message from the server', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ message: 'Too many requests. Please try again later.' }, { status: 429 }));
    await expect(apiGet('/auth/sign-in/email')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });

    vi.stubGlobal('fetch', async () => new Response('', { status: 429 }));
    await expect(apiGet('/auth/sign-in/email')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: errorMessages.rateLimited });
  });

  it('uses the generic message when an error answer is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiGet('/product')).rejects.toMatchObject({ status: 502, message: errorMessages.internal });
  });

  it('lets a cancelled request stay an abort, not a network error', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    const error = await apiGet('/product', { signal: controller.signal }).catch((caught: unknown) => caught);

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('name', 'AbortError');
  });

  it('sends a JSON body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ insertedId: '7' }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/review', { method: 'POST', body: { name: 'Antor' } });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/review',
      expect.objectContaining({ method: 'POST', body: '{"name":"Antor"}', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }),
    );
  });

  it('sends extra headers beside its own', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ insertedId: '8' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/orders', { method: 'POST', body: {}, headers: { 'idempotency-key': 'abc123' } });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/orders',
      expect.objectContaining({ headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'idempotency-key': 'abc123' } }),
    );
  });
});

describe('apiGetPage', () => {
  it('returns the rows with the total from X-Total-Count', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse([{ _id: '21' }], { headers: { 'X-Total-Count': '42' } }));
    expect(await apiGetPage('/allorders', { params: { offset: 20 } })).toEqual({ items: [{ _id: '21' }], total: 42, totalCapped: false });
  });

  it('counts the rows when a server leaves the header out', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse([{ _id: '1' }, { _id: '2' }]));
    expect(await apiGetPage('/user')).toEqual({ items: [{ _id: '1' }, { _id: '2' }], total: 2, totalCapped: false });
  });

  it('says when the server stopped counting (X-Total-Count-Capped)', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse([{ _id: '1' }], { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } }));
    expect(await apiGetPage('/product', { params: { q: 'fan' } })).toEqual({ items: [{ _id: '1' }], total: 1000, totalCapped: true });
  });
});

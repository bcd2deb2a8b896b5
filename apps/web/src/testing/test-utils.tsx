import type { Product, Review } from '@partsmith/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/**
 * Renders `element` at `path` inside a memory router and a fresh query client.
 * `location()` tells where navigation went.
 */
export function renderRoute(element: ReactNode, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { ...view, location, queryClient };
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

type Route = (url: URL) => Response | Promise<Response>;

/** Replaces fetch with a stub that answers by path; returns the mock to inspect the requested URLs. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (!handler) return jsonResponse({ code: 'NOT_FOUND', message: `no stub for ${url.pathname}` }, { status: 404 });
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with, e.g. ['/api/product?limit=6']. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '1',
    name: 'Keys',
    image: '/images/parts/keys.svg',
    description: 'Mechanical key switches for keyboards.',
    price: 30,
    quantity: 1950,
    minimum: 500,
    available: 1950,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '1',
    name: 'Antor',
    location: 'Dhaka',
    review: 'Great parts, delivered on time.',
    ratings: 4,
    image: '/images/avatars/antor.svg',
    ...overrides,
  };
}

import type { Category, Order, OrderLine, Product, ProductDetail, Review, User } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { TOTAL_COUNT_HEADER } from '@partsmith/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type InitialEntry, type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import type { Session } from '@/features/auth/api/get-session';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/**
 * Renders `element` at `path` inside a memory router, a fresh query client and the toast provider.
 * `location()` tells where navigation went.
 */
export function renderRoute(element: ReactNode, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return renderRoutes(<Route path={path} element={element} />, { url });
}

/**
 * Renders a route tree (<Route> elements, e.g. a guard with pages nested inside) starting at `url`, which may carry
 * router state: { pathname: '/login', state: { from } }.
 */
export function renderRoutes(routes: ReactNode, { url = '/' }: { url?: InitialEntry } = {}) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </ToastProvider>
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

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a stub that answers by path, or by "METHOD /path" when the method matters;
 * returns the mock to inspect the requested URLs.
 */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return jsonResponse({ code: 'NOT_FOUND', message: `no stub for ${url.pathname}` }, { status: 404 });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A paged list's answer as the server gives it: the rows from ?offset, at most ?limit of them, and X-Total-Count. */
export function pagedResponse(rows: unknown[], url: URL): Response {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? rows.length);
  return jsonResponse(rows.slice(offset, offset + limit), { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
}

/** The URLs fetch was called with, e.g. ['/api/product?limit=6']. */
export function requestedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** The calls other than GET, e.g. [{ method: 'PUT', url: '/api/user/admin/a%40b.test', body: undefined }]. */
export function writeRequests(fetchMock: ReturnType<typeof mockFetch>): { method: string; url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({ method: String(init?.method), url: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }));
}

/** What GET /api/auth/get-session answers for a signed-in user. */
export function makeSession(user: Partial<Session['user']> = {}): Session {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    session: {
      id: 'session-1',
      userId: user.id ?? 'user-1',
      expiresAt: '2099-01-01T00:00:00.000Z',
      createdAt: at,
      updatedAt: at,
      ipAddress: null,
      userAgent: null,
    },
    user: {
      id: 'user-1',
      name: 'Casey Customer',
      email: 'customer@partsmith.test',
      emailVerified: true,
      image: null,
      role: null,
      createdAt: at,
      updatedAt: at,
      ...user,
    },
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return { _id: '1', name: 'Casey Customer', email: 'customer@partsmith.test', role: null, taxExemptCertificate: null, paymentTermsDays: null, ...overrides };
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
    priceTiers: [],
    partNumber: 'PSM-KEY-104',
    categoryId: null,
    specifications: [],
    taxCategory: 'standard',
    leadTimeDays: null,
    ...overrides,
  };
}

/** What GET /api/product/{id} answers: the part with the categories above it and its datasheets. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...makeProduct(), categoryPath: [], datasheets: [], ...overrides };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: '1', parentId: null, name: 'Cooling', slug: 'cooling', description: '', position: 0, partCount: 0, specifications: [], ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '1',
    name: 'Antor',
    location: 'Dhaka',
    review: 'Great parts, delivered on time.',
    ratings: 4,
    image: '/images/avatars/antor.svg',
    verified: false,
    ...overrides,
  };
}

type DefaultedLineField = 'net' | 'tax' | 'taxRate' | 'backordered' | 'promisedBy';
/** An order line's part, quantity and price; its tax and backorder fields may be left out. */
export type OrderLineInput = Omit<OrderLine, DefaultedLineField> & Partial<Pick<OrderLine, DefaultedLineField>>;

/** A line priced as the demo shop prices it unless said otherwise (its price includes 15 % tax), all in stock. */
export function makeOrderLine(line: OrderLineInput): OrderLine {
  const taxCents = Math.round((line.price * 100 * 15) / 115);
  return { net: (Math.round(line.price * 100) - taxCents) / 100, tax: taxCents / 100, taxRate: 15, backordered: 0, promisedBy: null, ...line };
}

const sumOf = (lines: readonly OrderLine[], figure: 'net' | 'tax') => lines.reduce((sum, line) => sum + Math.round(line[figure] * 100), 0) / 100;

/**
 * An unpaid order by default; a paid, shipped, delivered or cancelled one has no time to pay by, as the server answers.
 * Unless `lines` are given, the order has one line: its part, quantity and total (the price per piece follows from them).
 * Priced as the demo shop prices it unless said otherwise: prices include 15 % tax, delivery is free.
 */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const unpaid = (overrides.status ?? 'unpaid') === 'unpaid';
  const { productId = '5', productName = 'Motherboard', partNumber = null, quantity = 5, price = 2525, unitPrice = price / quantity } = overrides;
  const lines = overrides.lines ?? [makeOrderLine({ productId, productName, partNumber, quantity, unitPrice: unitPrice ?? price / quantity, price })];
  return {
    _id: '1',
    email: 'customer@partsmith.test',
    productId,
    productName,
    partNumber,
    quantity,
    unitPrice,
    price,
    lines,
    net: sumOf(lines, 'net'),
    tax: sumOf(lines, 'tax'),
    delivery: 0,
    deliveryTax: 0,
    pricesIncludeTax: true,
    taxExempt: false,
    paymentDueAt: null,
    paid: false,
    status: 'unpaid',
    transactionId: null,
    phone: '+880 1712 345678',
    address: '12 Lake Road, Dhaka',
    createdAt: '2025-01-01T00:00:00.000Z',
    payBy: unpaid ? '2025-01-08T00:00:00.000Z' : null,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    carrier: null,
    trackingNumber: null,
    testPayment: false,
    ...overrides,
  };
}

/** An order of several lines, summed up as the server sums one: its first part and how many more, every piece, the total. */
export function makeOrderOfLines(linesGiven: [OrderLineInput, ...OrderLineInput[]], overrides: Partial<Order> = {}): Order {
  const [first, ...rest] = linesGiven.map(makeOrderLine) as [OrderLine, ...OrderLine[]];
  const lines: [OrderLine, ...OrderLine[]] = [first, ...rest];
  return makeOrder({
    productId: first.productId,
    productName: messages.orders.summaryName(first.productName, lines.length - 1),
    partNumber: first.partNumber,
    quantity: lines.reduce((pieces, line) => pieces + line.quantity, 0),
    unitPrice: lines.length === 1 ? first.unitPrice : null,
    price: lines.reduce((total, line) => total + line.price, 0),
    lines,
    ...overrides,
  });
}

/**
 * Puts `element`'s server markup in the page, as the build's prerender does, lets `beforeHydration` use it as a
 * visitor could before the code arrives, then hydrates it.
 */
export function renderHydrated(element: ReactElement, beforeHydration: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  beforeHydration(container);
  return render(element, { container, hydrate: true });
}

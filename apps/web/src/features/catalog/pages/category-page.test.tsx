import type { CatalogueFacets } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, mockFetch, renderRoutes, requestedUrls } from '@/testing/test-utils';
import { CategoryPage } from './category-page';

const path = [
  { id: '1', slug: 'cooling', name: 'Cooling' },
  { id: '2', slug: 'cpu-coolers', name: 'CPU coolers' },
];

/** The facets as the server answers them for `url`: each choice selected when the address names it. */
function facetsFor(url: URL): CatalogueFacets {
  const spec = url.searchParams.getAll('spec');
  return {
    total: 3,
    capped: false,
    category: path[1]!,
    path,
    subcategories: [{ id: '3', slug: 'tower-coolers', name: 'Tower coolers', count: 2 }],
    inStock: 2,
    price: { min: 25, max: 400 },
    specifications: [
      {
        kind: 'choice',
        key: 'socket',
        name: 'Socket',
        options: [
          { value: 'AM5', count: 2, selected: spec.includes('socket:AM5') },
          { value: 'LGA1700', count: 1, selected: spec.includes('socket:LGA1700') },
          { value: 'AM4', count: 0, selected: spec.includes('socket:AM4') },
        ],
      },
      {
        kind: 'boolean',
        key: 'rgb',
        name: 'RGB lighting',
        options: [
          { value: 'true', count: 1, selected: false },
          { value: 'false', count: 2, selected: false },
        ],
      },
      { kind: 'number', key: 'tdp', name: 'TDP', unit: 'W', min: 65, max: 250, selectedMin: null, selectedMax: null },
    ],
  };
}

function renderCategoryPage(url: string) {
  const fetchMock = mockFetch({
    '/api/product': () => jsonResponse([makeProduct({ _id: '1', name: 'Frost 120', partNumber: 'PSM-CLR-120' })], { headers: { 'X-Total-Count': '3' } }),
    '/api/product/facets': (requested) => jsonResponse(facetsFor(requested)),
  });
  function BackButton() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    );
  }
  const view = renderRoutes(
    <Route
      path="/category/:slug"
      element={
        <>
          <BackButton />
          <CategoryPage slug="cpu-coolers" />
        </>
      }
    />,
    { url },
  );
  return { ...view, fetchMock };
}

const apiQuery = (fetchMock: ReturnType<typeof mockFetch>, pathname: string) =>
  requestedUrls(fetchMock)
    .map((url) => new URL(url, 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.search);

describe('CategoryPage', () => {
  it('shows the heading, breadcrumbs, part count, subcategories and the filters with their counts', async () => {
    renderCategoryPage('/category/cpu-coolers');

    expect(await screen.findByRole('heading', { level: 1, name: 'CPU coolers' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | CPU coolers');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Cooling' })).toHaveAttribute('href', '/category/cooling');
    expect(within(breadcrumbs).getByText('CPU coolers')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('3 parts')).toBeInTheDocument();
    expect(screen.getByText('PSM-CLR-120')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tower coolers/ })).toHaveAttribute('href', '/category/tower-coolers');

    const socket = screen.getByRole('group', { name: 'Socket' });
    expect(within(socket).getByRole('checkbox', { name: 'AM5 (2 parts)' })).toBeEnabled();
    expect(within(socket).getByRole('checkbox', { name: 'LGA1700 (1 part)' })).toBeEnabled();
    // No part would be left: disabled, unless it is already chosen.
    expect(within(socket).getByRole('checkbox', { name: 'AM4 (0 parts)' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'RGB lighting' })).getByRole('checkbox', { name: 'Yes (1 part)' })).not.toBeChecked();
    const tdp = screen.getByRole('group', { name: 'TDP (W)' });
    expect(within(tdp).getByRole('spinbutton', { name: 'From' })).toHaveAttribute('placeholder', '65');
    expect(within(tdp).getByRole('spinbutton', { name: 'To' })).toHaveAttribute('placeholder', '250');
    expect(screen.getByRole('checkbox', { name: /In stock only/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('reads the filters from the address into the requests and the controls', async () => {
    const { fetchMock } = renderCategoryPage(
      '/category/cpu-coolers?spec=tdp:65..125&spec=socket:AM5&spec=socket:AM4&inStock=true&maxPrice=300&sort=name&page=2',
    );

    const socket = await screen.findByRole('group', { name: 'Socket' });
    expect(within(socket).getByRole('checkbox', { name: 'AM5 (2 parts)' })).toBeChecked();
    // Chosen, so it stays enabled though it counts 0: the visitor can take it away.
    expect(within(socket).getByRole('checkbox', { name: 'AM4 (0 parts)' })).toBeEnabled();
    expect(within(screen.getByRole('group', { name: 'TDP (W)' })).getByRole('spinbutton', { name: 'From' })).toHaveValue(65);
    expect(within(screen.getByRole('group', { name: 'Price per piece ($)' })).getByRole('spinbutton', { name: 'To' })).toHaveValue(300);
    expect(screen.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();

    const filters = '&category=cpu-coolers&inStock=true&maxPrice=300&spec=socket%3AAM4&spec=socket%3AAM5&spec=tdp%3A65..125';
    expect(apiQuery(fetchMock, '/api/product')).toEqual([`?limit=12&offset=12${filters}&sort=name`]);
    expect(apiQuery(fetchMock, '/api/product/facets')).toEqual([`?${filters.slice(1)}`]);
  });

  it('writes each filter to the address, back on the first page, and Back undoes it', async () => {
    const { location, fetchMock } = renderCategoryPage('/category/cpu-coolers?sort=name&page=2');
    const socket = await screen.findByRole('group', { name: 'Socket' });

    fireEvent.click(within(socket).getByRole('checkbox', { name: 'AM5 (2 parts)' }));
    expect(location().search).toBe('?sort=name&spec=socket%3AAM5');
    fireEvent.click(within(socket).getByRole('checkbox', { name: 'LGA1700 (1 part)' }));
    expect(new URLSearchParams(location().search).getAll('spec')).toEqual(['socket:AM5', 'socket:LGA1700']);

    const tdp = screen.getByRole('group', { name: 'TDP (W)' });
    fireEvent.change(within(tdp).getByRole('spinbutton', { name: 'From' }), { target: { value: '150' } });
    fireEvent.change(within(tdp).getByRole('spinbutton', { name: 'To' }), { target: { value: '90' } });
    fireEvent.click(within(tdp).getByRole('button', { name: 'Apply' }));
    expect(new URLSearchParams(location().search).getAll('spec')).toEqual(['socket:AM5', 'socket:LGA1700', 'tdp:90..150']);

    fireEvent.click(screen.getByRole('checkbox', { name: /In stock only/ }));
    expect(new URLSearchParams(location().search).get('inStock')).toBe('true');
    await waitFor(() => expect(apiQuery(fetchMock, '/api/product/facets').at(-1)).toContain('inStock=true'));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(new URLSearchParams(location().search).get('inStock')).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /In stock only/ })).not.toBeChecked());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'TDP (W)' })).getByRole('spinbutton', { name: 'From' })).toHaveValue(null));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?sort=name');
  });

  it('opens the filters from the "Filters (n)" button on a small screen', async () => {
    renderCategoryPage('/category/cpu-coolers?spec=socket:AM5');
    const button = await screen.findByRole('button', { name: 'Filters (1)' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toHaveClass('hidden');
  });

  it("shows the server's refusal of a filter the category does not have, and clears the filters from there", async () => {
    const refusal = () => jsonResponse({ code: 'BAD_REQUEST', message: 'The category CPU coolers has no specification "colour"' }, { status: 400 });
    mockFetch({ '/api/product': refusal, '/api/product/facets': refusal });
    const { location } = renderRoutes(<Route path="/category/:slug" element={<CategoryPage slug="cpu-coolers" />} />, {
      url: '/category/cpu-coolers?spec=colour:red&sort=name',
    });

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('no specification "colour"'))).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(location().search).toBe('?sort=name');
  });

  it('says when the category does not exist', async () => {
    mockFetch({
      '/api/product': () => jsonResponse({ code: 'NOT_FOUND', message: 'No such category' }, { status: 404 }),
      '/api/product/facets': () => jsonResponse({ code: 'NOT_FOUND', message: 'No such category' }, { status: 404 }),
    });
    renderRoutes(<Route path="/category/:slug" element={<CategoryPage slug="nope" />} />, { url: '/category/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute('href', '/product');
  });
});

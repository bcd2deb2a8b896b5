import fc from 'fast-check';
import { type CatalogueFacets, SEARCH_COUNT_CAP, catalogueErrors, catalogueFacetsSchema } from '@partsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSpecification, setSpecificationValue } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Filters and their counts against the same answers computed here from the rows: a small catalogue of coolers and fans
 * under one category, with a choice inherited from the top, a choice, a number, yes/no and free text.
 */
let ctx: TestContext;

interface Part {
  id: string;
  category: 'coolers' | 'fans';
  name: string;
  priceCents: number;
  quantity: number;
  minimum: number;
  brand?: string;
  socket?: string;
  tdp?: number;
  rgb?: 'true' | 'false';
}
const parts: Part[] = [];
/** A listed part in no category: found across the whole catalogue only. */
const UNSORTED = { name: 'Silent part in no category', priceCents: 1250, quantity: 100, minimum: 1 };
const BRANDS = ['Arctic', 'Noctua', 'be quiet!'];
const SOCKETS = ['AM5', 'LGA1700', 'AM4'];

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const cooling = await createCategory(db, { slug: 'cooling', name: 'Cooling' });
  const coolers = await createCategory(db, { slug: 'coolers', name: 'CPU coolers', parent_id: cooling.id });
  const fans = await createCategory(db, { slug: 'fans', name: 'Case fans', parent_id: cooling.id });
  const brand = await createSpecification(db, cooling.id, { key: 'brand', name: 'Brand', choices: JSON.stringify(BRANDS) });
  const socket = await createSpecification(db, coolers.id, { key: 'socket', name: 'Socket', choices: JSON.stringify(SOCKETS) });
  const tdp = await createSpecification(db, coolers.id, { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W', choices: '[]' });
  const rgb = await createSpecification(db, coolers.id, { key: 'rgb', name: 'RGB', kind: 'boolean', choices: '[]' });
  await createSpecification(db, coolers.id, { key: 'note', name: 'Note', kind: 'text', choices: '[]' });

  // A fixed pseudo-random catalogue: every combination is likely, some values are missing. The draws take the high
  // bits of a 32-bit generator: its low bits repeat in short cycles (they once made all 60 parts fans).
  let seed = 7;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return Math.floor((seed / 2 ** 32) * n);
  };
  for (let index = 0; index < 60; index += 1) {
    const category = next(4) === 0 ? 'fans' : 'coolers';
    const part: Part = {
      id: '',
      category,
      name: `${next(3) === 0 ? 'Silent' : 'Tower'} ${category} ${index}`,
      priceCents: 1000 + next(40) * 250,
      quantity: next(5) * 20,
      minimum: 1 + next(3) * 10,
      ...(next(5) === 0 ? {} : { brand: BRANDS[next(3)] }),
      ...(category === 'coolers' && next(6) !== 0 ? { socket: SOCKETS[next(3)] } : {}),
      ...(category === 'coolers' && next(6) !== 0 ? { tdp: 65 + next(10) * 15 } : {}),
      ...(category === 'coolers' && next(4) !== 0 ? { rgb: next(2) === 0 ? ('true' as const) : ('false' as const) } : {}),
    };
    const row = await createProduct(db, {
      name: part.name,
      category_id: category === 'coolers' ? coolers.id : fans.id,
      price_cents: part.priceCents,
      quantity: part.quantity,
      minimum: part.minimum,
    });
    part.id = String(row.id);
    if (part.brand) await setSpecificationValue(db, row.id, brand.id, part.brand);
    if (part.socket) await setSpecificationValue(db, row.id, socket.id, part.socket);
    if (part.tdp !== undefined) await setSpecificationValue(db, row.id, tdp.id, part.tdp);
    if (part.rgb) await setSpecificationValue(db, row.id, rgb.id, part.rgb);
    parts.push(part);
  }
  await createProduct(db, { name: 'Silent deleted cooler', category_id: coolers.id, deleted_at: new Date().toISOString() });
  await createProduct(db, { name: UNSORTED.name, price_cents: UNSORTED.priceCents, quantity: UNSORTED.quantity, minimum: UNSORTED.minimum });
  ctx.app.services.catalog.invalidate();
});
afterAll(() => ctx.close());

interface Filters {
  category: 'cooling' | 'coolers';
  q?: string;
  inStock: boolean;
  minPrice?: number;
  maxPrice?: number;
  brands: string[];
  sockets: string[];
  tdp?: { min?: number; max?: number };
  rgb: string[];
}
type Facet = 'inStock' | 'price' | 'brand' | 'socket' | 'tdp' | 'rgb';

const queryOf = (filters: Filters) => {
  const params = new URLSearchParams({ category: filters.category, limit: '100' });
  if (filters.q) params.set('q', filters.q);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  for (const value of filters.brands) params.append('spec', `brand:${value}`);
  for (const value of filters.sockets) params.append('spec', `socket:${value}`);
  if (filters.tdp) params.append('spec', `tdp:${filters.tdp.min ?? ''}..${filters.tdp.max ?? ''}`);
  for (const value of filters.rgb) params.append('spec', `rgb:${value}`);
  return params.toString();
};

/** Whether a part passes every filter but `leftOut`'s, as the specification of the filters says. */
function passes(part: Part, filters: Filters, leftOut?: Facet) {
  if (filters.category === 'coolers' && part.category !== 'coolers') return false;
  if (filters.q && !part.name.toLowerCase().includes(filters.q.toLowerCase())) return false;
  if (leftOut !== 'inStock' && filters.inStock && part.quantity < part.minimum) return false;
  if (leftOut !== 'price' && filters.minPrice !== undefined && part.priceCents < filters.minPrice * 100) return false;
  if (leftOut !== 'price' && filters.maxPrice !== undefined && part.priceCents > filters.maxPrice * 100) return false;
  if (leftOut !== 'brand' && filters.brands.length > 0 && !filters.brands.includes(part.brand ?? '')) return false;
  if (leftOut !== 'socket' && filters.sockets.length > 0 && !filters.sockets.includes(part.socket ?? '')) return false;
  if (leftOut !== 'rgb' && filters.rgb.length > 0 && !filters.rgb.includes(part.rgb ?? '')) return false;
  if (leftOut !== 'tdp' && filters.tdp) {
    if (part.tdp === undefined) return false;
    if (filters.tdp.min !== undefined && part.tdp < filters.tdp.min) return false;
    if (filters.tdp.max !== undefined && part.tdp > filters.tdp.max) return false;
  }
  return true;
}

function expectedFacets(filters: Filters) {
  const leaving = (leftOut?: Facet) => parts.filter((part) => passes(part, filters, leftOut));
  const countBy = (leftOut: Facet, valueOf: (part: Part) => string | undefined, values: string[]) =>
    values.map((value) => ({ value, count: leaving(leftOut).filter((part) => valueOf(part) === value).length }));
  const prices = leaving('price').map((part) => part.priceCents / 100);
  const tdps = leaving('tdp').flatMap((part) => (part.tdp === undefined ? [] : [part.tdp]));
  return {
    total: leaving().length,
    inStock: leaving('inStock').filter((part) => part.quantity >= part.minimum).length,
    price: { min: prices.length ? Math.min(...prices) : null, max: prices.length ? Math.max(...prices) : null },
    brand: countBy('brand', (part) => part.brand, BRANDS),
    socket: countBy('socket', (part) => part.socket, SOCKETS),
    rgb: countBy('rgb', (part) => part.rgb, ['true', 'false']),
    tdp: { min: tdps.length ? Math.min(...tdps) : null, max: tdps.length ? Math.max(...tdps) : null },
    // Siblings by name: Case fans before CPU coolers.
    subcategories: ['fans', 'coolers'].map((slug) => ({ slug, count: leaving().filter((part) => part.category === slug).length })),
  };
}

const options = (facets: CatalogueFacets, key: string) => {
  const facet = facets.specifications.find((specification) => specification.key === key);
  return facet && 'options' in facet ? facet.options.map(({ value, count }) => ({ value, count })) : undefined;
};

const filtersArbitrary: fc.Arbitrary<Filters> = fc.record({
  category: fc.constantFrom('cooling' as const, 'coolers' as const),
  q: fc.option(fc.constantFrom('silent', 'TOWER', 'coolers 1'), { nil: undefined }),
  inStock: fc.boolean(),
  minPrice: fc.option(fc.constantFrom(10, 20, 35.5), { nil: undefined }),
  maxPrice: fc.option(fc.constantFrom(40, 60, 110), { nil: undefined }),
  brands: fc.subarray(BRANDS),
  sockets: fc.subarray(SOCKETS),
  tdp: fc.option(
    fc
      .record({ min: fc.option(fc.constantFrom(65, 100), { nil: undefined }), max: fc.option(fc.constantFrom(110, 200), { nil: undefined }) })
      .filter((range) => range.min !== undefined || range.max !== undefined),
    { nil: undefined },
  ),
  rgb: fc.subarray(['true', 'false']),
});

describe('catalogue filters and their counts', () => {
  it('list the parts and count each facet exactly as the rows say, for any combination', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (filters) => {
        // Choices, ranges and yes/no belong to CPU coolers; in the category above only the brand is inherited.
        const applicable = filters.category === 'coolers' ? filters : { ...filters, sockets: [], tdp: undefined, rgb: [] };
        const query = queryOf(applicable);
        const [list, facetsResponse] = await Promise.all([
          ctx.app.inject({ method: 'GET', url: `/api/product?${query}` }),
          ctx.app.inject({ method: 'GET', url: `/api/product/facets?${query}` }),
        ]);
        expect(list.statusCode, list.body).toBe(200);
        expect(facetsResponse.statusCode, facetsResponse.body).toBe(200);
        const expected = expectedFacets(applicable);
        const matching = parts.filter((part) => passes(part, applicable)).map((part) => part.id);
        expect(list.json().map((part: { _id: string }) => part._id)).toEqual(matching.reverse());
        expect(list.headers['x-total-count']).toBe(String(expected.total));

        const facets = facetsResponse.json() as CatalogueFacets;
        // Sent past the serialiser: exactly the contract's fields (parsing drops any other), and JSON's content type.
        expect(catalogueFacetsSchema.parse(facets)).toEqual(facets);
        expect(facetsResponse.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(facets).toMatchObject({ total: expected.total, capped: false, inStock: expected.inStock, price: expected.price });
        expect(options(facets, 'brand')).toEqual(expected.brand);
        if (applicable.category === 'coolers') {
          expect(options(facets, 'socket')).toEqual(expected.socket);
          expect(options(facets, 'rgb')).toEqual(expected.rgb);
          expect(facets.specifications.find((specification) => specification.key === 'tdp')).toMatchObject(expected.tdp);
          expect(facets.specifications.map((specification) => specification.key)).toEqual(['brand', 'socket', 'tdp', 'rgb']);
        } else {
          expect(facets.subcategories.map(({ slug, count }) => ({ slug, count }))).toEqual(expected.subcategories);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('marks the chosen options and ranges, and answers the path to the category', async () => {
    const facets = (
      await ctx.app.inject({ method: 'GET', url: '/api/product/facets?category=coolers&spec=socket:am5&spec=tdp:..110' })
    ).json() as CatalogueFacets;
    expect(facets.path.map((category) => category.slug)).toEqual(['cooling', 'coolers']);
    expect(facets.category).toMatchObject({ slug: 'coolers', name: 'CPU coolers' });
    const socket = facets.specifications.find((specification) => specification.key === 'socket');
    expect(socket && 'options' in socket && socket.options.filter((option) => option.selected).map((option) => option.value)).toEqual(['AM5']);
    expect(facets.specifications.find((specification) => specification.key === 'tdp')).toMatchObject({ selectedMin: null, selectedMax: 110, unit: 'W' });
  });

  it('across the whole catalogue, a search counts its categories too', async () => {
    const facets = (await ctx.app.inject({ method: 'GET', url: '/api/product/facets?q=silent' })).json() as CatalogueFacets;
    const silent = parts.filter((part) => part.name.startsWith('Silent'));
    expect(facets).toMatchObject({ total: silent.length + 1, capped: false, category: null, path: [], specifications: [] });
    expect(facets.subcategories).toEqual([expect.objectContaining({ slug: 'cooling', count: silent.length })]);
  });

  it.each([{ inStock: true }, { maxPrice: 30 }, { inStock: true, minPrice: 20, maxPrice: 40 }])(
    'across the whole catalogue, a search counts stock and prices each without its own filter (%o)',
    async (filters) => {
      const { inStock = false, minPrice, maxPrice } = filters as { inStock?: boolean; minPrice?: number; maxPrice?: number };
      const silent = [...parts, UNSORTED].filter((part) => part.name.startsWith('Silent'));
      const stocked = (part: (typeof silent)[number]) => part.quantity >= part.minimum;
      const priced = (part: (typeof silent)[number]) =>
        (minPrice === undefined || part.priceCents >= minPrice * 100) && (maxPrice === undefined || part.priceCents <= maxPrice * 100);
      const matching = silent.filter((part) => (!inStock || stocked(part)) && priced(part));
      const prices = silent.filter((part) => !inStock || stocked(part)).map((part) => part.priceCents / 100);
      const query = new URLSearchParams({ q: 'silent', ...(inStock ? { inStock: 'true' } : {}) });
      if (minPrice !== undefined) query.set('minPrice', String(minPrice));
      if (maxPrice !== undefined) query.set('maxPrice', String(maxPrice));
      const facets = (await ctx.app.inject({ method: 'GET', url: `/api/product/facets?${query}` })).json() as CatalogueFacets;
      expect(facets).toMatchObject({
        total: matching.length,
        capped: false,
        inStock: silent.filter((part) => stocked(part) && priced(part)).length,
        price: { min: Math.min(...prices), max: Math.max(...prices) },
      });
      expect(facets.subcategories).toEqual([expect.objectContaining({ slug: 'cooling', count: matching.filter((part) => part !== UNSORTED).length })]);
    },
  );

  it(`across the whole catalogue, counts at most ${SEARCH_COUNT_CAP} parts each, and says so when any count reaches that`, async () => {
    // Widget n costs $1 + n cents and is in stock when n is even.
    const widgets = SEARCH_COUNT_CAP + 50;
    await sql`with recursive numbers (n) as (select 1 union all select n + 1 from numbers where n < ${widgets})
      insert into products (name, description, image, price_cents, quantity, minimum, part_number)
      select 'Widget ' || n, 'A widget for counting', '/images/parts/chips.svg', 100 + n, 10, case when n % 2 = 0 then 1 else 20 end, 'W-' || n
      from numbers`.execute(ctx.database.db);
    ctx.app.services.catalog.invalidate();
    const facetsOf = async (query: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product/facets?q=widget${query}` })).json() as CatalogueFacets;

    expect(await facetsOf('')).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    // 125 in stock, but the count of stock reads the 250 widgets: capped.
    expect(await facetsOf('&inStock=true')).toMatchObject({ total: widgets / 2, capped: true });
    // 150 widgets up to $2.50, 75 of them in stock; 125 in stock at any price.
    expect(await facetsOf('&inStock=true&maxPrice=2.5')).toMatchObject({ total: 75, capped: false, inStock: 75, price: { min: 1.02, max: 3.5 } });
  });

  it.each([
    ['spec=brand:Arctic', 400, catalogueErrors.specFilterNeedsCategory],
    ['category=coolers&spec=colour:red', 400, catalogueErrors.unknownSpecFilter('colour')],
    ['category=fans&spec=socket:AM5', 400, catalogueErrors.unknownSpecFilter('socket')],
    ['category=coolers&spec=socket:1..2', 400, catalogueErrors.rangeOnChoice('socket')],
    ['category=coolers&spec=tdp:lots', 400, catalogueErrors.badRange('tdp')],
    ['category=coolers&spec=tdp:..', 400, catalogueErrors.badRange('tdp')],
    ['category=coolers&spec=rgb:maybe', 400, catalogueErrors.badYesNo('rgb')],
    ['category=coolers&spec=note:quiet', 400, catalogueErrors.textSpecFilter('note')],
    ['minPrice=50&maxPrice=10', 400, catalogueErrors.priceRange],
    ['minPrice=-1', 400, undefined],
    ['inStock=yes', 400, undefined],
    ['category=no-such-category', 404, catalogueErrors.unknownCategory('no-such-category')],
  ])('answers ?%s with %i and a clear message, on the list and on the counts', async (query, status, message) => {
    for (const url of [`/api/product?${query}`, `/api/product/facets?${query}`]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
  });

  it('a choice no part has, or no longer offered, lists nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/product?category=coolers&spec=socket:LGA775' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CategoriesRepository } from './categories-repository';
import type { CatalogRepository } from './repository';
import { createCatalogService } from './service';

const query = { limit: 20, offset: 0, sort: 'newest' as const, inStock: false, spec: [] };
const row = (quantity: number) => ({
  id: 1,
  name: 'Fan',
  description: 'd',
  image: '/i.svg',
  price_cents: 100,
  quantity,
  minimum: 1,
  part_number: 'FAN-1',
  category_id: null,
  tax_category: 'standard' as const,
  lead_time_days: null,
  tiers: [],
  specifications: [],
});

describe('the catalogue cache', () => {
  it('does not keep a page that was read while a change was being written', async () => {
    let finishSlowRead: (value: Awaited<ReturnType<CatalogRepository['list']>>) => void = () => {};
    const list = vi
      .fn<CatalogRepository['list']>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishSlowRead = resolve)))
      .mockResolvedValue({ products: [row(40)], total: 1, totalCapped: false });
    const noCategories = { readTree: async () => ({ categories: [], specifications: [] }) } as unknown as CategoriesRepository;
    const catalog = createCatalogService({ list } as unknown as CatalogRepository, noCategories, {
      cacheTtlMs: 60_000,
      datasheets: { listFor: async () => [] },
    });

    const slowRead = catalog.listPage(query);
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    catalog.invalidate(); // an order took 10 pieces while the read was in flight
    finishSlowRead({ products: [row(50)], total: 1, totalCapped: false });
    expect(JSON.parse((await slowRead).json)[0].quantity).toBe(50);

    expect(JSON.parse((await catalog.listPage(query)).json)[0].quantity).toBe(40);
    expect(list).toHaveBeenCalledTimes(2);
    await catalog.listPage(query);
    expect(list).toHaveBeenCalledTimes(2);
  });
});

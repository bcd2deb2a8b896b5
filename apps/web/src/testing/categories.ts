import type { Category, Specification } from '@partsmith/contract';

export function makeSpecification(overrides: Partial<Specification> = {}): Specification {
  return { id: '1', categoryId: '1', key: 'rgb', name: 'RGB lighting', kind: 'boolean', unit: null, choices: [], position: 0, ...overrides };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return { id: '1', parentId: null, name: 'Cooling', slug: 'cooling', description: '', position: 0, partCount: 0, specifications: [], ...overrides };
}

/** Cooling (RGB lighting, yes or no) > CPU coolers (Socket, a choice; Fan size in mm), and Storage (Capacity in GB, Interface as text). */
export const COOLING = makeCategory({ partCount: 3, specifications: [makeSpecification()] });
export const CPU_COOLERS = makeCategory({
  id: '2',
  parentId: '1',
  name: 'CPU coolers',
  slug: 'cpu-coolers',
  description: 'Air and liquid coolers for processors.',
  partCount: 2,
  specifications: [
    makeSpecification({ id: '2', categoryId: '2', key: 'socket', name: 'Socket', kind: 'choice', choices: ['AM5', 'LGA1700'] }),
    makeSpecification({ id: '3', categoryId: '2', key: 'fan_size', name: 'Fan size', kind: 'number', unit: 'mm', position: 1 }),
  ],
});
export const STORAGE = makeCategory({
  id: '3',
  name: 'Storage',
  slug: 'storage',
  position: 1,
  specifications: [
    makeSpecification({ id: '4', categoryId: '3', key: 'capacity', name: 'Capacity', kind: 'number', unit: 'GB' }),
    makeSpecification({ id: '5', categoryId: '3', key: 'interface', name: 'Interface', kind: 'text', position: 1 }),
  ],
});
/** As GET /api/categories answers: parents before their children, siblings by position. */
export const CATEGORIES: Category[] = [COOLING, STORAGE, CPU_COOLERS];

import type { Category, Specification } from '@partsmith/contract';

export interface CategoryNode {
  category: Category;
  /** 0 for a top-level category. */
  depth: number;
}

/** The categories in reading order: each followed by the ones below it, siblings in the order the server gives them. */
export function categoryTree(categories: readonly Category[]): CategoryNode[] {
  const children = new Map<string | null, Category[]>();
  for (const category of categories) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  const nodes: CategoryNode[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const category of children.get(parentId) ?? []) {
      nodes.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return nodes;
}

/** The category and those above it, from the top down. */
function pathTo(categoryId: string, categories: readonly Category[]): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: Category[] = [];
  for (let category = byId.get(categoryId); category && !path.includes(category); category = category.parentId ? byId.get(category.parentId) : undefined) {
    path.unshift(category);
  }
  return path;
}

/** What a part in the category fills in: the specifications of the categories above it, from the top, then its own. */
export function specificationsOf(categoryId: string | null | undefined, categories: readonly Category[]): Specification[] {
  return categoryId ? pathTo(categoryId, categories).flatMap((category) => category.specifications) : [];
}

/** The category and every one below it: none of them can become its parent. */
export function categoryWithDescendants(categoryId: string, categories: readonly Category[]): Set<string> {
  const ids = new Set([categoryId]);
  for (const { category } of categoryTree(categories)) if (category.parentId && ids.has(category.parentId)) ids.add(category.id);
  return ids;
}

/** "CPU coolers" gives "cpu-coolers": the address name the category form suggests. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** "Fan size" gives "fan_size": the key the specification form suggests. */
export function specificationKeyFrom(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
}

import type { Specification, SpecificationKind } from '@partsmith/contract';

export interface TreeCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  description: string;
  position: number;
}

export type TreeSpecification = Specification & { kind: SpecificationKind };

/**
 * The category tree and its specifications, read whole (at most MAX_CATEGORIES categories) and kept in memory until
 * the catalogue changes: finding a category page's categories and filters then costs no query.
 */
export class CategoryTree {
  private readonly byId = new Map<string, TreeCategory>();
  private readonly bySlug = new Map<string, TreeCategory>();
  private readonly childrenOf = new Map<string | null, TreeCategory[]>();
  private readonly ownSpecifications = new Map<string, TreeSpecification[]>();
  private readonly specificationsById = new Map<string, TreeSpecification>();

  constructor(categories: TreeCategory[], specifications: TreeSpecification[]) {
    for (const category of categories) {
      this.byId.set(category.id, category);
      this.bySlug.set(category.slug, category);
    }
    const bySiblingOrder = [...categories].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name) || Number(a.id) - Number(b.id));
    for (const category of bySiblingOrder) {
      const siblings = this.childrenOf.get(category.parentId) ?? [];
      siblings.push(category);
      this.childrenOf.set(category.parentId, siblings);
    }
    const byPosition = [...specifications].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
    for (const specification of byPosition) {
      this.specificationsById.set(specification.id, specification);
      const own = this.ownSpecifications.get(specification.categoryId) ?? [];
      own.push(specification);
      this.ownSpecifications.set(specification.categoryId, own);
    }
  }

  get size() {
    return this.byId.size;
  }

  find(id: string): TreeCategory | undefined {
    return this.byId.get(id);
  }

  findBySlug(slug: string): TreeCategory | undefined {
    return this.bySlug.get(slug);
  }

  children(id: string | null): TreeCategory[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** Every category, parents before their children, siblings by position then name. */
  all(): TreeCategory[] {
    const ordered: TreeCategory[] = [];
    const visit = (id: string | null) => {
      for (const child of this.children(id)) {
        ordered.push(child);
        visit(child.id);
      }
    };
    visit(null);
    return ordered;
  }

  /** From the top category down to this one (breadcrumbs). */
  path(id: string): TreeCategory[] {
    const path: TreeCategory[] = [];
    for (let category = this.byId.get(id); category; category = category.parentId === null ? undefined : this.byId.get(category.parentId)) {
      path.unshift(category);
    }
    return path;
  }

  /** The category and every category below it. */
  subtreeIds(id: string): string[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index += 1) ids.push(...this.children(ids[index]!).map((child) => child.id));
    return ids;
  }

  /** Levels below this category (0 for a leaf). */
  height(id: string): number {
    return Math.max(0, ...this.children(id).map((child) => 1 + this.height(child.id)));
  }

  findSpecification(id: string): TreeSpecification | undefined {
    return this.specificationsById.get(id);
  }

  ownSpecificationsOf(id: string): TreeSpecification[] {
    return this.ownSpecifications.get(id) ?? [];
  }

  /** What a part in this category fills in: the specifications of the categories above it first, then its own. */
  specificationsFor(id: string | null): TreeSpecification[] {
    if (id === null) return [];
    return this.path(id).flatMap((category) => this.ownSpecificationsOf(category.id));
  }

  /** Keys declared in this category's subtree (a new key above must not clash with any of them). */
  keysBelow(id: string): Set<string> {
    return new Set(this.subtreeIds(id).flatMap((below) => this.ownSpecificationsOf(below).map((specification) => specification.key)));
  }
}

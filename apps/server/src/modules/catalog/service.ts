import {
  type AuditFields,
  type CatalogueFacets,
  type Datasheet,
  LOW_STOCK_LIST_SIZE,
  catalogueErrors,
  isOutOfStock,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type SpecificationFacet,
  messages,
  type priceTiersInputSchema,
  type productCreateSchema,
  type productUpdateSchema,
} from '@partsmith/contract';
import { formatDollars } from '@partsmith/contract/mail-messages';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed';
import { type AuditActor, type AuditedSubject, auditedAs } from '../audit';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { ResponseCache } from '../../lib/response-cache';
import type { CategoriesRepository } from './categories-repository';
import { createCategoriesService } from './categories-service';
import { CategoryTree, type TreeCategory } from './category-tree';
import { type FacetCounts } from './facets';
import { type ResolvedQuery, resolveFilters } from './filters';
import { checkSpecificationValues } from './part-specifications';
import type { CatalogProduct, CatalogRepository, PriceTierCents } from './repository';

/** A part to add, as Add a Product's schema answers it; a caller of the service may leave out the lead time (none). */
type PartToAdd = Omit<z.output<typeof productCreateSchema>, 'leadTimeDays'> & { leadTimeDays?: number | null };

/** The datasheets of a part, as the datasheets module lists them for its page. */
export interface DatasheetLister {
  listFor(productId: string): Promise<Datasheet[]>;
}

export function toProduct(row: CatalogProduct): Product {
  return {
    _id: String(row.id),
    name: row.name,
    image: row.image,
    description: row.description,
    price: centsToDollars(row.price_cents),
    quantity: row.quantity,
    minimum: row.minimum,
    available: row.quantity,
    priceTiers: row.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    partNumber: row.part_number,
    categoryId: row.category_id === null ? null : String(row.category_id),
    specifications: row.specifications,
    taxCategory: row.tax_category,
    leadTimeDays: row.lead_time_days,
  };
}

/** A part as the audit log keeps it: what an admin edits, and its stock. */
function partAuditFields(row: CatalogProduct): AuditFields {
  const { partNumber, name, description, image, price, minimum, quantity, categoryId, priceTiers, taxCategory, leadTimeDays } = toProduct(row);
  const specifications = Object.fromEntries(row.specifications.map((specification) => [specification.key, specification.value]));
  return { partNumber, name, description, image, price, minimum, quantity, categoryId, specifications, priceTiers, taxCategory, leadTimeDays };
}

/** Records a change to a part in the audit log, as `actor`'s `action`; an admin knows a part by its part number. */
export const auditedPart: AuditedSubject<CatalogProduct> = { id: (part) => String(part.id), label: (part) => part.part_number, fields: partAuditFields };
const auditPart = auditedAs(auditedPart);

/** A part's price breaks start at its minimum order or above and sell below its price (the CSV import checks them too); throws to refuse. */
export function checkTiersAgainstPart(tiers: PriceTierCents[], { priceCents, minimum }: { priceCents: number; minimum: number }) {
  if (tiers.some((tier) => tier.minQuantity < minimum)) throw new UnprocessableError(messages.priceTiers.belowMinimum(minimum));
  if (tiers.some((tier) => tier.priceCents >= priceCents)) throw new UnprocessableError(messages.priceTiers.notBelowPrice(formatDollars(priceCents)));
}

/** A page of the catalogue, already serialised: the most requested answer of the shop is served from memory. */
export interface CatalogPage {
  json: string;
  total: number;
  /** `total` is a lower bound: a search stops counting at SEARCH_COUNT_CAP matches past the page. */
  totalCapped: boolean;
}

const MAX_CACHED_PAGES = 500;
/**
 * The category tree is no answer but what answers are built from: with the page cache off it is still kept, for at
 * most this long, since every change to it goes through this service (or another instance's, which tells this one).
 */
const TREE_KEPT_MS = 60_000;

const categoryRef = ({ id, slug, name }: TreeCategory) => ({ id, slug, name });

/** The facets' answer from the counts: choices in their declared order, yes/no as true and false, numbers as a range. */
function toFacets({ category, specifications, filters }: ResolvedQuery, tree: CategoryTree, counts: FacetCounts): CatalogueFacets {
  const countBelow = (id: string) => tree.subtreeIds(id).reduce((sum, below) => sum + (counts.byCategory.get(below) ?? 0), 0);
  const facets = specifications.flatMap((specification): SpecificationFacet[] => {
    const chosen = filters.values.find((filter) => filter.specificationId === specification.id)?.values ?? [];
    const options = (values: string[]) =>
      values.map((value) => ({ value, count: counts.values.counts.get(specification.id)?.get(value) ?? 0, selected: chosen.includes(value) }));
    const { key, name } = specification;
    switch (specification.kind) {
      case 'choice':
        return [{ kind: 'choice', key, name, options: options(specification.choices) }];
      case 'boolean':
        return [{ kind: 'boolean', key, name, options: options(['true', 'false']) }];
      case 'number': {
        const range = counts.values.range.get(specification.id) ?? { min: null, max: null };
        const selected = filters.ranges.find((filter) => filter.specificationId === specification.id)?.ranges[0];
        return [
          {
            kind: 'number',
            key,
            name,
            unit: specification.unit,
            min: range.min,
            max: range.max,
            selectedMin: selected?.min ?? null,
            selectedMax: selected?.max ?? null,
          },
        ];
      }
      case 'text':
        return [];
    }
  });
  return {
    total: counts.total,
    capped: counts.capped,
    category: category ? categoryRef(category) : null,
    path: category ? tree.path(category.id).map(categoryRef) : [],
    subcategories: tree.children(category?.id ?? null).map((child) => ({ ...categoryRef(child), count: countBelow(child.id) })),
    inStock: counts.inStock,
    price: {
      min: counts.price.min === null ? null : centsToDollars(counts.price.min),
      max: counts.price.max === null ? null : centsToDollars(counts.price.max),
    },
    specifications: facets,
  };
}

/**
 * `changes` carries writes between app instances; without it, this instance is the only writer. `datasheets` lists a
 * part's datasheets for its page. `onLookup` hears whether each lookup of a page or its counts found it cached.
 */
export function createCatalogService(
  repository: CatalogRepository,
  categoriesRepository: CategoriesRepository,
  { cacheTtlMs, changes, datasheets, onLookup }: { cacheTtlMs: number; changes?: ChangeFeed; datasheets: DatasheetLister; onLookup?: (hit: boolean) => void },
) {
  const pages = new ResponseCache<CatalogPage>(MAX_CACHED_PAGES, cacheTtlMs, Date.now, onLookup);
  const facetAnswers = new ResponseCache<CatalogueFacets>(MAX_CACHED_PAGES, cacheTtlMs, Date.now, onLookup);
  const categoryLists = new ResponseCache<unknown>(1, cacheTtlMs);
  const trees = new ResponseCache<CategoryTree>(1, cacheTtlMs > 0 ? cacheTtlMs : TREE_KEPT_MS);
  const forget = () => {
    pages.clear();
    facetAnswers.clear();
    categoryLists.clear();
    trees.clear();
  };
  changes?.subscribe(forget);
  const changed = () => {
    forget();
    changes?.publish();
  };
  const tree = () =>
    trees.getOrLoad('tree', async () => {
      const { categories, specifications } = await categoriesRepository.readTree();
      return new CategoryTree(categories, specifications);
    });
  const categories = createCategoriesService(categoriesRepository, {
    tree,
    changed,
    cached: <T>(key: string, load: () => Promise<T>) => categoryLists.getOrLoad(key, load) as Promise<T>,
  });

  /** What a part in `categoryId` may fill in, checked: 422 for a category that does not exist. */
  const declaredFor = (current: CategoryTree, categoryId: string | null) => {
    if (categoryId !== null && !current.find(categoryId)) throw new UnprocessableError(catalogueErrors.categoryNotFound);
    return current.specificationsFor(categoryId);
  };

  return {
    categories,

    /** The category tree with its specifications, kept until the catalogue changes (the CSV import and export read it). */
    tree,

    /** A page of the catalogue, filtered; cached by every filter (spec values sorted, search ignoring case). */
    async listPage(query: ProductListQuery): Promise<CatalogPage> {
      const resolved = resolveFilters(await tree(), query);
      return pages.getOrLoad(`${query.limit} ${query.offset} ${query.sort} ${resolved.key}`, async () => {
        const { products, total, totalCapped } = await repository.list(resolved.filters, query);
        return { json: JSON.stringify(products.map(toProduct)), total, totalCapped };
      });
    },

    /** The counts beside a filtered list: the same query as listPage, without its paging and sort. */
    async facets(query: ProductListQuery): Promise<CatalogueFacets> {
      const current = await tree();
      const resolved = resolveFilters(current, query);
      return facetAnswers.getOrLoad(resolved.key, async () => {
        const facetSpecifications = resolved.specifications.filter((specification) => specification.kind !== 'text');
        const counts = await repository.facets(
          resolved.filters,
          facetSpecifications.map((specification) => specification.id),
        );
        return toFacets(resolved, current, counts);
      });
    },

    async get(id: string): Promise<Product> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError(messages.errors.productNotFound);
      return toProduct(row);
    },

    /** A part's own page: also the path to its category (breadcrumbs) and its datasheets. */
    async detail(id: string): Promise<ProductDetail> {
      const [row, current, sheets] = await Promise.all([repository.findById(id), tree(), datasheets.listFor(id)]);
      if (!row) throw new NotFoundError(messages.errors.productNotFound);
      const product = toProduct(row);
      return { ...product, categoryPath: product.categoryId ? current.path(product.categoryId).map(categoryRef) : [], datasheets: sheets };
    },

    /** Adds a part with its category, specifications and price breaks at once (one transaction). */
    async create(
      actor: AuditActor,
      { price, partNumber, categoryId = null, specifications = {}, priceTiers = [], leadTimeDays = null, ...fields }: PartToAdd,
    ): Promise<string> {
      const { values } = checkSpecificationValues(declaredFor(await tree(), categoryId), specifications);
      const priceCents = dollarsToCents(price);
      const tiers = priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
      checkTiersAgainstPart(tiers, { priceCents, minimum: fields.minimum });
      const { name, description, image, quantity, minimum, taxCategory } = fields;
      const id = await repository.create(
        { name, description, image, quantity, minimum, priceCents, partNumber, categoryId, taxCategory, leadTimeDays, values, tiers },
        auditPart(actor, 'part.created'),
      );
      if (id === undefined) throw new ConflictError(catalogueErrors.partNumberTaken(partNumber ?? ''));
      changed();
      return id;
    },

    /**
     * Edits a part; orders already placed keep the name and price they were placed with. A part moved to another
     * category keeps only the values its new category declares or inherits.
     */
    async update(actor: AuditActor, id: string, { price, categoryId, specifications, ...changes }: z.output<typeof productUpdateSchema>): Promise<Product> {
      const current = categoryId !== undefined || specifications !== undefined ? await tree() : undefined;
      const valuesFor =
        current &&
        ((partCategoryId: string | null) => {
          const declared = declaredFor(current, partCategoryId);
          return { ...checkSpecificationValues(declared, specifications ?? {}), keptSpecificationIds: declared.map((specification) => specification.id) };
        });
      const result = await repository.update(
        id,
        { ...changes, categoryId, ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }) },
        valuesFor,
        auditPart(actor, 'part.updated'),
      );
      if (result.outcome === 'missing') throw new NotFoundError(messages.errors.productNotFound);
      if (result.outcome === 'part-number-taken') throw new ConflictError(catalogueErrors.partNumberTaken(changes.partNumber ?? ''));
      if (result.outcome === 'tiers-refused') {
        throw new ConflictError(result.field === 'price' ? messages.priceTiers.priceNotAboveTiers : messages.priceTiers.minimumAboveTiers);
      }
      if (result.outcome === 'stock-refused') {
        throw new ConflictError((changes.stockChange ?? 0) < 0 ? messages.products.stockBelowZero(result.inStock) : messages.products.stockAboveMaximum);
      }
      changed();
      return toProduct(result.product);
    },

    /**
     * Replaces a part's price breaks (none: every order pays its price). Each must start at the part's minimum order
     * or above and sell below its price; the contract has checked their order already.
     */
    async replacePriceTiers(actor: AuditActor, id: string, { tiers }: z.output<typeof priceTiersInputSchema>): Promise<Product> {
      const inCents = tiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
      const product = await repository.replaceTiers(id, inCents, (part) => checkTiersAgainstPart(inCents, part), auditPart(actor, 'part.price-breaks-set'));
      if (!product) throw new NotFoundError(messages.errors.productNotFound);
      changed();
      return toProduct(product);
    },

    /** Parts running low, for the admin overview. */
    async lowStock(threshold: number) {
      const { parts, lowCount, outOfStockCount } = await repository.lowStock(threshold, LOW_STOCK_LIST_SIZE);
      return {
        lowStockCount: lowCount,
        outOfStockCount,
        lowStock: parts.map((part) => ({
          _id: String(part.id),
          name: part.name,
          quantity: part.quantity,
          minimum: part.minimum,
          outOfStock: isOutOfStock(part),
        })),
      };
    },

    async delete(actor: AuditActor, id: string): Promise<number> {
      const deleted = await repository.softDelete(id, auditPart(actor, 'part.deleted'));
      if (deleted === 0) throw new NotFoundError(messages.errors.productNotFound);
      changed();
      return deleted;
    },

    /** Every write that changes what the catalogue shows (products, stock) calls this. */
    invalidate: changed,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

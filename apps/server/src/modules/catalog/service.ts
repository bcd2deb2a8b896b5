import {
  LOW_STOCK_LIST_SIZE,
  isOutOfStock,
  type Product,
  type ProductListQuery,
  messages,
  type priceTiersInputSchema,
  type productCreateSchema,
  type productUpdateSchema,
} from '@partsmith/contract';
import { formatDollars } from '@partsmith/contract/mail-messages';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { ResponseCache } from '../../lib/response-cache';
import type { CatalogProduct, CatalogRepository, PriceTierCents } from './repository';

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
  };
}

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

/** `changes` carries writes between app instances; without it, this instance is the only writer. */
export function createCatalogService(repository: CatalogRepository, { cacheTtlMs, changes }: { cacheTtlMs: number; changes?: ChangeFeed }) {
  const pages = new ResponseCache<CatalogPage>(MAX_CACHED_PAGES, cacheTtlMs);
  const forget = () => pages.clear();
  changes?.subscribe(forget);
  const changed = () => {
    forget();
    changes?.publish();
  };

  return {
    async listPage(query: ProductListQuery): Promise<CatalogPage> {
      // Search ignores case, so "Cooler" and "cooler" share an entry. The search comes last: the fields before it hold no space.
      const key = `${query.limit} ${query.offset} ${query.sort} ${query.q?.toLowerCase() ?? ''}`;
      return pages.getOrLoad(key, async () => {
        const { products, total, totalCapped } = await repository.list(query);
        return { json: JSON.stringify(products.map(toProduct)), total, totalCapped };
      });
    },

    async get(id: string): Promise<Product> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError(messages.errors.productNotFound);
      return toProduct(row);
    },

    async create({ price, name, description, image, quantity, minimum, partNumber }: z.output<typeof productCreateSchema>): Promise<string> {
      const id = await repository.create({ name, description, image, quantity, minimum, partNumber, priceCents: dollarsToCents(price) });
      changed();
      return id;
    },

    /** Edits a part; orders already placed keep the name and price they were placed with. */
    async update(
      id: string,
      { price, categoryId: _categoryId, specifications: _specifications, ...changes }: z.output<typeof productUpdateSchema>,
    ): Promise<Product> {
      const result = await repository.update(id, { ...changes, ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }) });
      if (result.outcome === 'missing') throw new NotFoundError(messages.errors.productNotFound);
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
    async replacePriceTiers(id: string, { tiers }: z.output<typeof priceTiersInputSchema>): Promise<Product> {
      const inCents = tiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
      const product = await repository.replaceTiers(id, inCents, (part) => checkTiersAgainstPart(inCents, part));
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

    async delete(id: string): Promise<number> {
      const deleted = await repository.softDelete(id);
      if (deleted === 0) throw new NotFoundError(messages.errors.productNotFound);
      changed();
      return deleted;
    },

    /** Every write that changes what the catalogue shows (products, stock) calls this. */
    invalidate: changed,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

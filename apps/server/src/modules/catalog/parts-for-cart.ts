import type { TaxCategory } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { PriceTierCents } from './repository';

/** A part as a cart prices and checks it: a cart line of a part taken out of the catalogue stays, flagged. */
export interface PartForCart {
  id: string;
  partNumber: string;
  name: string;
  image: string;
  priceCents: number;
  /** Pieces in stock now. */
  stock: number;
  minimum: number;
  /** Taken out of the catalogue. */
  deleted: boolean;
  /** Price breaks, fewest pieces first. */
  tiers: PriceTierCents[];
  taxCategory: TaxCategory;
  /** Days to get more: it may be ordered beyond its stock. Null: only what is in stock. */
  leadTimeDays: number | null;
}

/** A listed part whose number is near another: a candidate for "did you mean". */
export interface NearPart {
  productId: string;
  partNumber: string;
  name: string;
}

/**
 * SQLite compiles a compound select of at most 500 members (SQLITE_MAX_COMPOUND_SELECT): the neighbours of this many part
 * numbers, two reads each, go in one statement. A member costs about 0.1 ms on SQLite and 0.3 ms on PostgreSQL, most of
 * it planning: callers ask for few numbers.
 */
const NUMBERS_PER_STATEMENT = 100;

const partColumns = ['id', 'part_number', 'name', 'image', 'price_cents', 'quantity', 'minimum', 'deleted_at', 'tax_category', 'lead_time_days'] as const;

/** The reads of parts that a cart, a BOM preview and a checkout need (the checkout module's; the catalogue owns the parts). */
export function createPartsForCart(db: Kysely<Database>) {
  async function withTiers(
    rows: {
      id: number | string;
      part_number: string;
      name: string;
      image: string;
      price_cents: number;
      quantity: number;
      minimum: number;
      deleted_at: unknown;
      tax_category: TaxCategory;
      lead_time_days: number | null;
    }[],
  ) {
    const parts = new Map<string, PartForCart>();
    for (const row of rows) {
      parts.set(String(row.id), {
        id: String(row.id),
        partNumber: row.part_number,
        name: row.name,
        image: row.image,
        priceCents: row.price_cents,
        stock: row.quantity,
        minimum: row.minimum,
        deleted: row.deleted_at !== null,
        tiers: [],
        taxCategory: row.tax_category,
        leadTimeDays: row.lead_time_days,
      });
    }
    if (parts.size === 0) return parts;
    const tiers = await db
      .selectFrom('price_tiers')
      .select(['product_id', 'min_quantity', 'price_cents'])
      .where('product_id', 'in', [...parts.keys()])
      .orderBy('product_id')
      .orderBy('min_quantity')
      .execute();
    for (const tier of tiers) parts.get(String(tier.product_id))?.tiers.push({ minQuantity: tier.min_quantity, priceCents: tier.price_cents });
    return parts;
  }

  /** The listed part numbered just before (`<`, descending) or from (`>=`, ascending) `partNumber`, `count` of them, tagged `target`. */
  const neighbours = (partNumber: string, target: number, side: '<' | '>=', count: number) =>
    db
      .selectFrom(
        db
          .selectFrom('products')
          .select(['id', 'part_number', 'name'])
          .where('deleted_at', 'is', null)
          .where('part_number', side, partNumber)
          .orderBy('part_number', side === '<' ? 'desc' : 'asc')
          .limit(count)
          .as('near'),
      )
      .select(['near.id', 'near.part_number', 'near.name', sql.lit(target).as('target')]);

  return {
    /** The parts with these ids, listed or not, with their price breaks; ids of no part are left out. */
    async byIds(ids: readonly string[]): Promise<Map<string, PartForCart>> {
      if (ids.length === 0) return new Map();
      return withTiers(
        await db
          .selectFrom('products')
          .select(partColumns)
          .where('id', 'in', [...ids])
          .execute(),
      );
    },

    /** The listed parts with these exact part numbers (in capitals), with their price breaks, by part number. */
    async byPartNumbers(partNumbers: readonly string[]): Promise<Map<string, PartForCart>> {
      if (partNumbers.length === 0) return new Map();
      const rows = await db
        .selectFrom('products')
        .select(partColumns)
        .where('deleted_at', 'is', null)
        .where('part_number', 'in', [...partNumbers])
        .execute();
      return new Map([...(await withTiers(rows)).values()].map((part) => [part.partNumber, part]));
    },

    /**
     * For each part number, the listed parts numbered next to it in the part-number index, `perSide` on each side: those
     * that share the longest start with it are among them. Two steps down the index per number, however many parts.
     */
    async nearPartNumbers(partNumbers: readonly string[], perSide: number): Promise<Map<string, NearPart[]>> {
      const near = new Map<string, NearPart[]>(partNumbers.map((partNumber) => [partNumber, []]));
      for (let start = 0; start < partNumbers.length; start += NUMBERS_PER_STATEMENT) {
        const chunk = partNumbers.slice(start, start + NUMBERS_PER_STATEMENT);
        const reads = chunk.flatMap((partNumber, index) => [neighbours(partNumber, index, '<', perSide), neighbours(partNumber, index, '>=', perSide)]);
        const [first, ...rest] = reads;
        const rows = await rest.reduce((query, read) => query.unionAll(read), first!).execute();
        for (const row of rows) {
          near.get(chunk[Number(row.target)]!)!.push({ productId: String(row.id), partNumber: row.part_number, name: row.name });
        }
      }
      return near;
    },
  };
}

/** The catalogue's reads for the cart (app.ts hands them to the checkout module). */
export type PartsForCart = ReturnType<typeof createPartsForCart>;

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { dollarsToCents } from '../lib/money';
import { demoProducts, demoReviews } from './demo-catalog';

/**
 * Inserts the demo catalogue (with its parts' price breaks) and reviews once. Every row has a seed key, so running it
 * again adds nothing, and a demo part an admin has deleted stays deleted.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<{ products: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    let products = 0;
    for (const { price, priceTiers = [], ...product } of demoProducts) {
      const inserted = await trx
        .insertInto('products')
        .values({ ...product, price_cents: dollarsToCents(price), part_number: product.seed_key.toUpperCase(), deleted_at: null })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      products += 1;
      if (priceTiers.length > 0) {
        await trx
          .insertInto('price_tiers')
          .values(priceTiers.map((tier) => ({ product_id: inserted.id, min_quantity: tier.minQuantity, price_cents: dollarsToCents(tier.price) })))
          .execute();
      }
    }
    let reviews = 0;
    for (const review of demoReviews) {
      const result = await trx
        .insertInto('reviews')
        .values({ ...review, user_id: null })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .executeTakeFirst();
      reviews += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return { products, reviews };
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { dollarsToCents } from '../lib/money';
import { demoCategories, demoProducts, demoReviews } from './demo-catalog';
import { seedDemoDatasheets } from './demo-datasheets';

type DemoCategory = (typeof demoCategories)[number];

/**
 * Inserts the demo catalogue (with its parts' price breaks, part numbers, categories and specifications) and reviews
 * once. Every row has a seed key, so running it again adds nothing, and a demo part an admin has deleted stays deleted.
 *
 * A database seeded before part numbers and categories (migration 0018) gets them for its demo parts too: a demo part
 * still numbered as the migration numbered it (P-<id>) takes its demo number, and one in no category is put in its demo
 * category with its values, the categories and specifications made as they are needed. What an admin has set stays:
 * their own part number, the category they chose, and a part number another part already has.
 */
/** The seller on the demo shop's invoices. */
const DEMO_SELLER = {
  address: 'Partsmith Components Ltd\n12 Foundry Road, Tejgaon I/A\nDhaka 1208, Bangladesh',
  taxNumber: 'BIN 000123456-0101',
  bankDetails: 'Foundry Bank PLC, Tejgaon branch\nAccount 0123 4567 8901 (Partsmith Components Ltd)\nSWIFT FNDBBDDH',
};

export async function seedDemoData(db: Kysely<Database>): Promise<{ products: number; reviews: number }> {
  return db.transaction().execute(async (trx) => {
    let products = 0;
    // A datasheet comes with a demo part when it is added, so one an admin removed stays removed.
    const added = new Set<string>();
    for (const { seed_key, name, description, image, price, minimum, quantity, priceTiers = [], partNumber, leadTimeDays = null } of demoProducts) {
      const numberFree = !(await partNumberTaken(trx, partNumber));
      const inserted = await trx
        .insertInto('products')
        .values({
          seed_key,
          name,
          description,
          image,
          price_cents: dollarsToCents(price),
          minimum,
          quantity,
          part_number: numberFree ? partNumber : `SEEDING-${seed_key.toUpperCase()}`,
          lead_time_days: leadTimeDays,
          deleted_at: null,
        })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      products += 1;
      added.add(seed_key);
      // Another part has the demo number: the shop numbers this one, as it numbers a part added without one.
      if (!numberFree)
        await trx
          .updateTable('products')
          .set({ part_number: `P-${inserted.id}` })
          .where('id', '=', inserted.id)
          .execute();
      if (priceTiers.length > 0) {
        await trx
          .insertInto('price_tiers')
          .values(priceTiers.map((tier) => ({ product_id: inserted.id, min_quantity: tier.minQuantity, price_cents: dollarsToCents(tier.price) })))
          .execute();
      }
    }
    await completeDemoParts(trx);
    // The demo shop's invoices name a seller, until an admin sets the shop's own (Shop Settings).
    await trx
      .updateTable('shop_settings')
      .set({ seller_address: DEMO_SELLER.address, seller_tax_number: DEMO_SELLER.taxNumber, bank_details: DEMO_SELLER.bankDetails })
      .where('id', '=', 1)
      .where('seller_address', '=', '')
      .where('bank_details', '=', '')
      .execute();
    await seedDemoDatasheets(trx, added);
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

/** Whether a listed part other than the demo part with this number has it. */
async function partNumberTaken(trx: Transaction<Database>, partNumber: string, exceptId?: number | string) {
  let query = trx.selectFrom('products').select('id').where('part_number', '=', partNumber).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Gives the listed demo parts their demo number (if they still have the migration's) and their category and values (if they have none). */
async function completeDemoParts(trx: Transaction<Database>) {
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'seed_key', 'part_number', 'category_id'])
    .where(
      'seed_key',
      'in',
      demoProducts.map((product) => product.seed_key),
    )
    .where('deleted_at', 'is', null)
    .execute();
  const categories = createCategoryMaker(trx);
  for (const row of rows) {
    const demo = demoProducts.find((product) => product.seed_key === row.seed_key);
    if (!demo) continue;
    if (row.part_number === `P-${row.id}` && !(await partNumberTaken(trx, demo.partNumber, row.id))) {
      await trx.updateTable('products').set({ part_number: demo.partNumber }).where('id', '=', row.id).execute();
    }
    if (row.category_id !== null || (await hasValues(trx, row.id))) continue;
    const category = await categories.withSpecifications(demo.category);
    await trx.updateTable('products').set({ category_id: category.id }).where('id', '=', row.id).execute();
    const values = Object.entries(demo.specifications).flatMap(([key, value]) => {
      const specification = category.specifications.get(key);
      if (!specification || !specification.accepts(value)) return [];
      return [
        {
          product_id: row.id,
          specification_id: specification.id,
          number_value: typeof value === 'number' ? value : null,
          text_value: typeof value === 'number' ? null : String(value),
        },
      ];
    });
    if (values.length > 0) await trx.insertInto('product_specifications').values(values).execute();
  }
}

async function hasValues(trx: Transaction<Database>, productId: number | string) {
  return (await trx.selectFrom('product_specifications').select('product_id').where('product_id', '=', productId).executeTakeFirst()) !== undefined;
}

interface MadeSpecification {
  id: number | string;
  /** Whether a demo value fits it: of its kind, and for a choice one of its choices (an admin may have changed them). */
  accepts(value: number | string | boolean): boolean;
}

/**
 * Finds the demo categories by their slug, or makes them (with the categories above them), with the demo
 * specifications they lack; answers a category with every specification its parts fill in, its own and those above.
 */
interface MadeCategory {
  id: number | string;
  /** By key: its own specifications and those of the categories above it. */
  specifications: Map<string, MadeSpecification>;
}

function createCategoryMaker(trx: Transaction<Database>) {
  const made = new Map<string, MadeCategory>();

  async function categoryOf(demo: DemoCategory): Promise<MadeCategory> {
    const found = made.get(demo.slug);
    if (found) return found;
    const above = demo.parent === null ? undefined : await categoryOf(demoCategory(demo.parent));
    const existing = await trx.selectFrom('categories').select('id').where('slug', '=', demo.slug).executeTakeFirst();
    const id =
      existing?.id ??
      (
        await trx
          .insertInto('categories')
          .values({ parent_id: above?.id ?? null, name: demo.name, slug: demo.slug, description: demo.description, position: demo.position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const specifications = new Map(above?.specifications);
    for (const [position, specification] of demo.specifications.entries()) {
      const declared =
        (await trx
          .selectFrom('specifications')
          .select(['id', 'kind', 'choices'])
          .where('category_id', '=', id)
          .where('key', '=', specification.key)
          .executeTakeFirst()) ??
        (await trx
          .insertInto('specifications')
          .values({
            category_id: id,
            key: specification.key,
            name: specification.name,
            kind: specification.kind,
            unit: specification.unit ?? null,
            choices: JSON.stringify(specification.choices ?? []),
            position,
          })
          .returning(['id', 'kind', 'choices'])
          .executeTakeFirstOrThrow());
      const choices = JSON.parse(declared.choices) as string[];
      specifications.set(specification.key, {
        id: declared.id,
        accepts: (value) =>
          declared.kind === 'number'
            ? typeof value === 'number'
            : declared.kind === 'boolean'
              ? typeof value === 'boolean'
              : typeof value === 'string' && (declared.kind === 'text' || choices.includes(value)),
      });
    }
    const category = { id, specifications };
    made.set(demo.slug, category);
    return category;
  }

  return { withSpecifications: (slug: string) => categoryOf(demoCategory(slug)) };
}

function demoCategory(slug: string): DemoCategory {
  const category = demoCategories.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`no demo category ${slug}`);
  return category;
}

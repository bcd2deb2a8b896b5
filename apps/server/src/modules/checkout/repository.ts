import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockAccountRow, toCount } from '../../lib/sql';

/** A line of a customer's cart: a part, its quantity, and the price per piece the customer saw when setting it. */
export interface CartRow {
  productId: string;
  quantity: number;
  seenUnitPriceCents: number;
}

/** A part and its quantity, as a saved list or a checked-out cart holds it. */
export interface QuantityOfPart {
  productId: string;
  quantity: number;
}

export interface SavedListRow {
  id: string;
  name: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  lines: (QuantityOfPart & { partNumber: string; name: string })[];
}

export interface AddressRow {
  id: string;
  phone: string;
  address: string;
  lastUsedAt: Date | string | null;
}

/** Answers why a list may not be saved (an error to throw), or null: the cart's lines, the account's lists, and whether the name is taken. */
export type ListRefusal = (facts: { cartLines: number; lists: number; replacing: boolean }) => Error | null;

const now = () => new Date().toISOString();

/** An address's last use, or its creation for one never used: the book is ordered, and trimmed, by it. */
const lastTouched = sql<string>`coalesce(last_used_at, created_at)`;

/**
 * The rows the checkout module owns: carts, saved lists and address books. Each account's writes to them run one
 * after the other (its row is locked on PostgreSQL; SQLite writes one transaction at a time), so its bounds hold.
 */
export function createCheckoutRepository(db: Kysely<Database>, dialect: Dialect) {
  const asAccount = <T>(userId: string, work: (trx: Transaction<Database>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await lockAccountRow(trx, dialect, userId);
      return work(trx);
    });

  const cartIn = async (executor: Kysely<Database>, userId: string): Promise<CartRow[]> =>
    (
      await executor
        .selectFrom('cart_lines')
        .select(['product_id', 'quantity', 'seen_unit_price_cents'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute()
    ).map((row) => ({ productId: String(row.product_id), quantity: row.quantity, seenUnitPriceCents: row.seen_unit_price_cents }));

  /** Writes new lines after the cart's last, in the order given; a line already in the cart keeps its place. */
  async function writeCartLines(trx: Kysely<Database>, userId: string, lines: readonly CartRow[]) {
    if (lines.length === 0) return;
    const at = now();
    const { last } = await trx
      .selectFrom('cart_lines')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cart_lines')
      .values(
        lines.map((line, index) => ({
          user_id: userId,
          product_id: line.productId,
          quantity: line.quantity,
          seen_unit_price_cents: line.seenUnitPriceCents,
          position: Number(last) + 1 + index,
          added_at: at,
          updated_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({
          quantity: eb.ref('excluded.quantity'),
          seen_unit_price_cents: eb.ref('excluded.seen_unit_price_cents'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  async function findAddress(executor: Kysely<Database>, userId: string, input: { phone: string; address: string }) {
    return executor
      .selectFrom('addresses')
      .select(['id', 'phone', 'address', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('phone', '=', input.phone)
      .where('address', '=', input.address)
      .executeTakeFirst();
  }

  const toAddress = (row: { id: number | string; phone: string; address: string; last_used_at: Date | string | null }): AddressRow => ({
    id: String(row.id),
    phone: row.phone,
    address: row.address,
    lastUsedAt: row.last_used_at,
  });

  return {
    /** The cart's lines, in the order they were added. */
    cartOf: (userId: string) => cartIn(db, userId),

    /**
     * Reads the cart and writes the lines `plan` answers for it (new lines, or new quantities and prices of its own), in
     * one transaction; `plan` throws to refuse, and nothing changes.
     */
    async changeCart(userId: string, plan: (cart: CartRow[]) => CartRow[]): Promise<void> {
      await asAccount(userId, async (trx) => writeCartLines(trx, userId, plan(await cartIn(trx, userId))));
    },

    async removeCartLine(userId: string, productId: string): Promise<number> {
      const result = await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async emptyCart(userId: string): Promise<void> {
      await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
    },

    /** Takes the checked-out lines out of the cart, in the order's transaction: a line changed meanwhile (another quantity) stays. */
    async removeCheckedOut(trx: Transaction<Database>, userId: string, lines: readonly QuantityOfPart[]): Promise<void> {
      if (lines.length === 0) return;
      await trx
        .deleteFrom('cart_lines')
        .where('user_id', '=', userId)
        .where((eb) => eb.or(lines.map((line) => eb.and([eb('product_id', '=', line.productId), eb('quantity', '=', line.quantity)]))))
        .execute();
    },

    /** The account's saved lists (or the one of them with `listId`), newest first, each with its lines in the cart's order. */
    async listsOf(userId: string, listId?: string): Promise<SavedListRow[]> {
      const lists = await db
        .selectFrom('saved_lists')
        .select(['id', 'name', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .$if(listId !== undefined, (query) => query.where('id', '=', listId!))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      if (lists.length === 0) return [];
      const lines = await db
        .selectFrom('saved_list_lines as line')
        .innerJoin('products', 'products.id', 'line.product_id')
        .select(['line.list_id', 'line.product_id', 'line.quantity', 'products.part_number', 'products.name'])
        .where(
          'line.list_id',
          'in',
          lists.map((list) => list.id),
        )
        .orderBy('line.list_id')
        .orderBy('line.position')
        .execute();
      return lists.map((list) => ({
        id: String(list.id),
        name: list.name,
        createdAt: list.created_at,
        updatedAt: list.updated_at,
        lines: lines
          .filter((line) => String(line.list_id) === String(list.id))
          .map((line) => ({ productId: String(line.product_id), quantity: line.quantity, partNumber: line.part_number, name: line.name })),
      }));
    },

    /** The lines of one of the account's lists, or undefined when it has no such list. */
    async listLines(userId: string, listId: string): Promise<QuantityOfPart[] | undefined> {
      const list = await db.selectFrom('saved_lists').select('id').where('id', '=', listId).where('user_id', '=', userId).executeTakeFirst();
      if (!list) return undefined;
      const lines = await db.selectFrom('saved_list_lines').select(['product_id', 'quantity']).where('list_id', '=', listId).orderBy('position').execute();
      return lines.map((line) => ({ productId: String(line.product_id), quantity: line.quantity }));
    },

    /**
     * Saves the cart's lines as the list of that name (replacing its lines, if the account has one), in one transaction,
     * unless `refusal` names a reason not to. Answers the list's id, and whether it replaced one.
     */
    async saveCartAsList(userId: string, name: string, refusal: ListRefusal): Promise<{ id: string; replaced: boolean }> {
      return asAccount(userId, async (trx) => {
        const cart = await cartIn(trx, userId);
        const existing = await trx.selectFrom('saved_lists').select('id').where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
        const counted = await trx
          .selectFrom('saved_lists')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const refused = refusal({ cartLines: cart.length, lists: toCount(counted.n), replacing: existing !== undefined });
        if (refused) throw refused;
        let id: string;
        if (existing) {
          id = String(existing.id);
          await trx.updateTable('saved_lists').set({ updated_at: now() }).where('id', '=', id).execute();
          await trx.deleteFrom('saved_list_lines').where('list_id', '=', id).execute();
        } else {
          const at = now();
          const inserted = await trx
            .insertInto('saved_lists')
            .values({ user_id: userId, name, created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = String(inserted.id);
        }
        await trx
          .insertInto('saved_list_lines')
          .values(cart.map((line, index) => ({ list_id: id, position: index + 1, product_id: line.productId, quantity: line.quantity })))
          .execute();
        return { id, replaced: existing !== undefined };
      });
    },

    async deleteList(userId: string, listId: string): Promise<number> {
      const result = await db.deleteFrom('saved_lists').where('id', '=', listId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The account's address book, the most recently used (or added) first. */
    async addressesOf(userId: string): Promise<AddressRow[]> {
      const rows = await db
        .selectFrom('addresses')
        .select(['id', 'phone', 'address', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy(lastTouched, 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toAddress);
    },

    async addressOf(userId: string, addressId: string): Promise<AddressRow | undefined> {
      const row = await db
        .selectFrom('addresses')
        .select(['id', 'phone', 'address', 'last_used_at'])
        .where('id', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toAddress(row);
    },

    /**
     * Adds the phone and address to the account's book, or finds them there, and marks them used now if `used`; the
     * book keeps its `max` most recently used addresses. In `trx` when given (a checkout's), else in a transaction of its own.
     */
    async saveAddress(
      userId: string,
      input: { phone: string; address: string },
      { used, max }: { used: boolean; max: number },
      trx?: Transaction<Database>,
    ): Promise<{ address: AddressRow; created: boolean }> {
      const save = async (executor: Transaction<Database>) => {
        await lockAccountRow(executor, dialect, userId);
        const existing = await findAddress(executor, userId, input);
        if (existing) {
          if (!used) return { address: toAddress(existing), created: false };
          const updated = await executor
            .updateTable('addresses')
            .set({ last_used_at: now() })
            .where('id', '=', existing.id)
            .returning(['id', 'phone', 'address', 'last_used_at'])
            .executeTakeFirstOrThrow();
          return { address: toAddress(updated), created: false };
        }
        const inserted = await executor
          .insertInto('addresses')
          .values({ user_id: userId, phone: input.phone, address: input.address, created_at: now(), last_used_at: used ? now() : null })
          .returning(['id', 'phone', 'address', 'last_used_at'])
          .executeTakeFirstOrThrow();
        const counted = await executor
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        const over = toCount(counted.n) - max;
        if (over > 0) {
          const leastUsed = await executor
            .selectFrom('addresses')
            .select('id')
            .where('user_id', '=', userId)
            .where('id', '!=', inserted.id)
            .orderBy(lastTouched)
            .orderBy('id')
            .limit(over)
            .execute();
          await executor
            .deleteFrom('addresses')
            .where(
              'id',
              'in',
              leastUsed.map((row) => row.id),
            )
            .execute();
        }
        return { address: toAddress(inserted), created: true };
      };
      return trx ? save(trx) : db.transaction().execute(save);
    },

    /** Marks one of the account's addresses used now, in the order's transaction (nothing if it was deleted meanwhile). */
    async markAddressUsed(trx: Transaction<Database>, userId: string, addressId: string): Promise<void> {
      await trx.updateTable('addresses').set({ last_used_at: now() }).where('id', '=', addressId).where('user_id', '=', userId).execute();
    },

    async deleteAddress(userId: string, addressId: string): Promise<number> {
      const result = await db.deleteFrom('addresses').where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;

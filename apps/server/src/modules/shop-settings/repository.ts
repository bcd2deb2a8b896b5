import type { TaxRules } from '@partsmith/contract';
import type { Kysely, Selectable } from 'kysely';
import { preparedStatement } from '../../db/prepared-query';
import type { Database, ShopSettingsTable } from '../../db/schema';
import type { ChangeHook } from '../audit';

export type ShopSettingsRow = Omit<Selectable<ShopSettingsTable>, 'id' | 'updated_at'>;

const COLUMNS = [
  'prices_include_tax',
  'standard_rate_bp',
  'reduced_rate_bp',
  'delivery_charge_cents',
  'free_delivery_from_cents',
  'seller_name',
  'seller_address',
  'seller_tax_number',
  'bank_details',
] as const;

/** The tax rules of the settings' row. */
export const taxRulesOf = (row: ShopSettingsRow): TaxRules => ({
  pricesIncludeTax: Boolean(row.prices_include_tax),
  rateBasisPoints: { standard: row.standard_rate_bp, reduced: row.reduced_rate_bp, zero: 0 },
  deliveryChargeCents: row.delivery_charge_cents,
  freeDeliveryFromCents: row.free_delivery_from_cents,
});

/** The shop's one row of settings (migration 0021 writes it). */
export function createShopSettingsRepository(db: Kysely<Database>) {
  // Built once: every order and every cart reads it (decision 0020).
  const settingsRow = preparedStatement(() => db.selectFrom('shop_settings').select(COLUMNS).where('id', '=', 1));

  async function read(executor: Kysely<Database>): Promise<ShopSettingsRow> {
    const [row] = (await settingsRow(executor)).rows;
    if (!row) throw new Error('the shop_settings row is missing (migration 0021 writes it)');
    return { ...row, prices_include_tax: Boolean(row.prices_include_tax) };
  }

  return {
    /** In `executor`, the transaction of the order or invoice that uses them, so that it sees one consistent row. */
    read: (executor: Kysely<Database> = db) => read(executor),

    /** Replaces the settings; `onChange` (the audit log) sees them before and after, in the same transaction. */
    update: (settings: ShopSettingsRow, onChange: ChangeHook<ShopSettingsRow>) =>
      db.transaction().execute(async (trx) => {
        // Locks the row on PostgreSQL first, so two admins' changes are recorded one after the other.
        await trx.updateTable('shop_settings').set({ updated_at: new Date().toISOString() }).where('id', '=', 1).execute();
        const before = await read(trx);
        await trx
          .updateTable('shop_settings')
          .set({ ...settings, prices_include_tax: settings.prices_include_tax ? 1 : 0 })
          .where('id', '=', 1)
          .execute();
        const after = await read(trx);
        await onChange(trx, { before, after });
        return after;
      }),
  };
}

export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;

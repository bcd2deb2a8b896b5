import type { PublicTaxRules, ShopSettings, TaxRules } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { type AuditActor, type AuditedSubject, auditedAs } from '../audit';
import { type ShopSettingsRepository, type ShopSettingsRow, taxRulesOf } from './repository';

/** Percent as the API gives it, in basis points as it is stored and computed with: 15 -> 1500, 7.5 -> 750. */
const percentToBasisPoints = (percent: number) => Math.round(percent * 100);

const settingsOf = (row: ShopSettingsRow): ShopSettings => ({
  pricesIncludeTax: Boolean(row.prices_include_tax),
  standardRate: row.standard_rate_bp / 100,
  reducedRate: row.reduced_rate_bp / 100,
  deliveryCharge: centsToDollars(row.delivery_charge_cents),
  freeDeliveryFrom: row.free_delivery_from_cents === null ? null : centsToDollars(row.free_delivery_from_cents),
  sellerName: row.seller_name,
  sellerAddress: row.seller_address,
  sellerTaxNumber: row.seller_tax_number,
  bankDetails: row.bank_details,
});

const auditedSettings: AuditedSubject<ShopSettingsRow> = { id: () => 'shop', label: () => 'Shop settings', fields: settingsOf };
const settingsChange = auditedAs(auditedSettings);

/** The shop's settings: tax rates, delivery charge, and the seller its invoices name. */
export function createShopSettingsService(repository: ShopSettingsRepository) {
  return {
    /** The tax rules as `executor` (an order's transaction) sees them. */
    async taxRules(executor?: Kysely<Database>): Promise<TaxRules> {
      return taxRulesOf(await repository.read(executor));
    },

    /** The seller as the invoices issued in `executor` name it. */
    async seller(executor?: Kysely<Database>) {
      const row = await repository.read(executor);
      return { name: row.seller_name, address: row.seller_address, taxNumber: row.seller_tax_number, bankDetails: row.bank_details };
    },

    async settings(): Promise<ShopSettings> {
      return settingsOf(await repository.read());
    },

    /** What a buyer's cart needs to show tax and delivery. */
    async publicTaxRules(): Promise<PublicTaxRules> {
      const { pricesIncludeTax, standardRate, reducedRate, deliveryCharge, freeDeliveryFrom } = settingsOf(await repository.read());
      return { pricesIncludeTax, standardRate, reducedRate, deliveryCharge, freeDeliveryFrom };
    },

    async update(actor: AuditActor, settings: ShopSettings): Promise<ShopSettings> {
      const row = await repository.update(
        {
          prices_include_tax: settings.pricesIncludeTax,
          standard_rate_bp: percentToBasisPoints(settings.standardRate),
          reduced_rate_bp: percentToBasisPoints(settings.reducedRate),
          delivery_charge_cents: dollarsToCents(settings.deliveryCharge),
          free_delivery_from_cents: settings.freeDeliveryFrom === null ? null : dollarsToCents(settings.freeDeliveryFrom),
          seller_name: settings.sellerName,
          seller_address: settings.sellerAddress,
          seller_tax_number: settings.sellerTaxNumber,
          bank_details: settings.bankDetails,
        },
        settingsChange(actor, 'settings.updated'),
      );
      return settingsOf(row);
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;

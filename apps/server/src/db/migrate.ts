import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialMigration } from './migrations/0001-initial';
import { accountsMigration } from './migrations/0002-accounts';
import { paymentsMigration } from './migrations/0003-payments';
import { imagesMigration } from './migrations/0004-images';
import { catalogueAtScaleMigration } from './migrations/0005-catalogue-at-scale';
import { orderLifecycleMigration } from './migrations/0006-order-lifecycle';
import { orderCountsMigration } from './migrations/0007-order-counts';
import { uploadLimitsMigration } from './migrations/0008-upload-limits';
import { reviewsFromBuyersMigration } from './migrations/0009-reviews-from-buyers';
import { testPaymentsMigration } from './migrations/0010-test-payments';
import { sessionLimitsMigration } from './migrations/0011-session-limits';
import { emailMigration } from './migrations/0012-email';
import { outboxPruningMigration } from './migrations/0013-outbox-pruning';
import { priceTiersMigration } from './migrations/0014-price-tiers';
import { quotesMigration } from './migrations/0015-quotes';
import { orderLimitTiersMigration } from './migrations/0016-order-limit-tiers';
import { paymentRecordsMigration } from './migrations/0017-payment-records';
import { catalogueStructureMigration } from './migrations/0018-catalogue-structure';
import { ordersWithLinesMigration } from './migrations/0019-orders-with-lines';
import { auditLogMigration } from './migrations/0020-audit-log';
import { taxAndInvoicesMigration } from './migrations/0021-tax-and-invoices';
import { paymentTermsMigration } from './migrations/0022-payment-terms';
import { backordersMigration } from './migrations/0023-backorders';
import { orderRemindersMigration } from './migrations/0024-order-reminders';
import { ordersAwaitingShipmentMigration } from './migrations/0025-orders-awaiting-shipment';

/** Migrations are code, keyed in the order they run; each one is given the dialect it runs on. */
export function migrationProvider(dialect: DatabaseHandle['dialect']): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect),
        '0002-accounts': accountsMigration(dialect),
        '0003-payments': paymentsMigration(dialect),
        '0004-images': imagesMigration(dialect),
        '0005-catalogue-at-scale': catalogueAtScaleMigration(dialect),
        '0006-order-lifecycle': orderLifecycleMigration(dialect),
        '0007-order-counts': orderCountsMigration(dialect),
        '0008-upload-limits': uploadLimitsMigration(),
        '0009-reviews-from-buyers': reviewsFromBuyersMigration(dialect),
        '0010-test-payments': testPaymentsMigration(dialect),
        '0011-session-limits': sessionLimitsMigration(dialect),
        '0012-email': emailMigration(dialect),
        '0013-outbox-pruning': outboxPruningMigration(),
        '0014-price-tiers': priceTiersMigration(dialect),
        '0015-quotes': quotesMigration(dialect),
        '0016-order-limit-tiers': orderLimitTiersMigration(dialect),
        '0017-payment-records': paymentRecordsMigration(dialect),
        '0018-catalogue-structure': catalogueStructureMigration(dialect),
        '0019-orders-with-lines': ordersWithLinesMigration(dialect),
        '0020-audit-log': auditLogMigration(dialect),
        '0021-tax-and-invoices': taxAndInvoicesMigration(dialect),
        '0022-payment-terms': paymentTermsMigration(dialect),
        '0023-backorders': backordersMigration(dialect),
        '0024-order-reminders': orderRemindersMigration(dialect),
        '0025-orders-awaiting-shipment': ordersAwaitingShipmentMigration(dialect),
      };
    },
  };
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

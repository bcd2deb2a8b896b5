import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { createAccountLimits } from './account-limits';
import { createOrderFigures } from './figures';
import { createOrderLists } from './order-lists';
import { createOrderReads } from './order-rows';
import { type TaxRulesReader, createOrderPlacing } from './placing';
import { createOrderStatusChanges } from './status-changes';
import { createUnpaidPastHold } from './unpaid-past-hold';
import type { OrderChangeListener } from './lifecycle';

/**
 * Every read and write of orders, from the files of each job: placing, reading one order, the lists, changes of
 * status, the overview's figures, the expiry sweep's reads and the account limits. `orderChanged` writes what each placed
 * order and change of status brings (its invoice, the customer's email), in the change's transaction; `taxRules` prices
 * the tax of new orders.
 */
export function createOrderRepository(db: Kysely<Database>, dialect: Dialect, orderChanged: OrderChangeListener, taxRules: TaxRulesReader) {
  return {
    ...createOrderPlacing(db, dialect, orderChanged, taxRules),
    ...createOrderReads(db),
    ...createOrderLists(db),
    ...createOrderStatusChanges(db, orderChanged),
    ...createOrderFigures(db),
    ...createUnpaidPastHold(db),
    ...createAccountLimits(db),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

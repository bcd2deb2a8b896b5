import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { OrderMailer } from '../mail';
import { createAccountLimits } from './account-limits';
import { createOrderFigures } from './figures';
import { createOrderLists } from './order-lists';
import { createOrderReads } from './order-rows';
import { createOrderPlacing } from './placing';
import { createOrderStatusChanges } from './status-changes';
import { createUnpaidPastHold } from './unpaid-past-hold';

/**
 * Every read and write of orders, from the files of each job: placing, reading one order, the lists, changes of
 * status, the overview's figures, the expiry sweep's reads and the account limits. `mail` writes the customer's email
 * about each placed order and change of status, in the change's transaction.
 */
export function createOrderRepository(db: Kysely<Database>, dialect: Dialect, mail: OrderMailer) {
  return {
    ...createOrderPlacing(db, dialect, mail),
    ...createOrderReads(db),
    ...createOrderLists(db),
    ...createOrderStatusChanges(db, mail),
    ...createOrderFigures(db),
    ...createUnpaidPastHold(db),
    ...createAccountLimits(db),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

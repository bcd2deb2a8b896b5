import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { unpaidByCard } from '../../db/unpaid-by-card';
import { orderColumns } from './order-rows';

/** When an unpaid order's hold ends: placed before `placedBefore`, or before `placedUnconfirmedBefore` if placed unconfirmed. */
export interface HoldCutoffs {
  placedBefore: Date;
  placedUnconfirmedBefore: Date;
}

export function placedBeforeHoldCutoff({ placedBefore, placedUnconfirmedBefore }: HoldCutoffs) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([
      eb('created_at', '<', placedBefore.toISOString()),
      eb.and([sql<SqlBool>`placed_unconfirmed = true`, eb('created_at', '<', placedUnconfirmedBefore.toISOString())]),
    ]);
}

/** What the expiry sweep reads: the unpaid orders whose hold has run out. */
export function createUnpaidPastHold(db: Kysely<Database>) {
  return {
    /** Unpaid orders whose hold on the parts has run out, oldest first. */
    async listUnpaidPastHold(cutoffs: HoldCutoffs, limit: number) {
      return (
        db
          .selectFrom('orders')
          .select(orderColumns)
          // Orders on terms wait for their transfer: they have a due day, not a hold.
          .where(unpaidByCard)
          .where(placedBeforeHoldCutoff(cutoffs))
          .orderBy('created_at')
          .limit(limit)
          .execute()
      );
    },
  };
}

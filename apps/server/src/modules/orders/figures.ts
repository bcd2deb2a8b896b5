import type { Kysely } from 'kysely';
import { awaitingShipment } from '../../db/awaiting-shipment';
import { awaitingTransfer } from '../../db/awaiting-transfer';
import type { Database } from '../../db/schema';
import { unpaidByCard } from '../../db/unpaid-by-card';
import { toCount } from '../../lib/sql';
import { placedBeforeHoldCutoff } from './unpaid-past-hold';

/** The figures of the admin overview that come from orders. */
export function createOrderFigures(db: Kysely<Database>) {
  return {
    /** The figures of the admin overview, at `now`. */
    async figures({ now, holds, expiringWithinMs }: { now: Date; holds: { unpaidHoldMs: number; unconfirmedHoldMs: number }; expiringWithinMs: number }) {
      const countOrders = () => db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n'));
      const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
      const [toShip, expiringSoon, revenue, overdue] = await Promise.all([
        countOrders().where(awaitingShipment).executeTakeFirstOrThrow(),
        // Placed before these, an unpaid order's hold ends within the window.
        // Orders on terms have a due day, not a hold (overdue below).
        countOrders()
          .where(unpaidByCard)
          .where(
            placedBeforeHoldCutoff({
              placedBefore: new Date(now.getTime() - holds.unpaidHoldMs + expiringWithinMs),
              placedUnconfirmedBefore: new Date(now.getTime() - holds.unconfirmedHoldMs + expiringWithinMs),
            }),
          )
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('price_cents').as('cents')])
          .where('paid_at', '>=', since)
          .where('status', 'in', ['paid', 'shipped', 'delivered'])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('price_cents').as('cents')])
          .where(awaitingTransfer)
          .where('payment_due_at', '<', now.toISOString())
          .executeTakeFirstOrThrow(),
      ]);
      return {
        awaitingShipment: toCount(toShip.n),
        expiringSoon: toCount(expiringSoon.n),
        paidOrdersLast30Days: toCount(revenue.n),
        revenueLast30DaysCents: toCount(revenue.cents ?? 0),
        overdueInvoices: toCount(overdue.n),
        overdueCents: toCount(overdue.cents ?? 0),
      };
    },
  };
}

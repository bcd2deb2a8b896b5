import { z } from 'zod';

/** Unpaid orders within this many hours of the end of their hold count as about to expire. */
export const EXPIRING_SOON_HOURS = 24;
/** The admin overview's low-stock list shows at most this many parts, lowest stock first. */
export const LOW_STOCK_LIST_SIZE = 10;

export const lowStockPartSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  minimum: z.number().int(),
  /** Stock below the minimum order: it needs restocking (nobody can order it until then, unless it has a lead time). */
  outOfStock: z.boolean(),
});
export type LowStockPart = z.infer<typeof lowStockPartSchema>;

/** The admin's dashboard landing: what needs doing now. */
export const adminOverviewSchema = z.object({
  /** Orders awaiting shipment: paid ones, and unpaid ones on terms (Manage Orders' toShip list). */
  awaitingShipment: z.number().int(),
  /** Unpaid orders whose hold ends within EXPIRING_SOON_HOURS. */
  expiringSoon: z.number().int(),
  /** Dollars paid in the last 30 days for orders not refunded since. */
  revenueLast30Days: z.number(),
  paidOrdersLast30Days: z.number().int(),
  /** Parts whose stock is below this many pieces count as low. */
  lowStockThreshold: z.number().int(),
  /** Listed parts below the threshold or below their minimum order. */
  lowStockCount: z.number().int(),
  /** Listed parts with stock below the minimum order (those without a lead time cannot be ordered). */
  outOfStockCount: z.number().int(),
  lowStock: z.array(lowStockPartSchema),
  /** Quote requests waiting for an admin's answer (status requested). */
  quotesAwaitingAnswer: z.number().int(),
  /** Orders on terms whose bank transfer is past its due day, and what they owe in dollars. */
  overdueInvoices: z.number().int(),
  overdueAmount: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/**
 * The shop's own counts in order_counts are spread over this many rows (`*0` to `*15`), so that concurrent orders
 * seldom wait on the same row. Migration 0007's triggers write them; another number needs a migration that re-shards.
 */
export const ORDER_COUNT_SHARDS = 16;

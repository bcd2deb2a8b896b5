import { apiUrl } from '@/lib/api-client';
import { type OrderListFilters, orderFilterQuery } from './order-list-query';

/**
 * The address of Manage Orders' CSV file for these filters (admin only). A plain link downloads it: the session
 * cookie goes along, and the server names the file.
 */
export function allOrdersExportUrl(filters: OrderListFilters): string {
  return apiUrl('/allorders/export', orderFilterQuery(filters));
}

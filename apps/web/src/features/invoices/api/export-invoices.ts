import { apiUrl } from '@/lib/api-client';
import { type InvoiceListFilters, invoiceFilterQuery } from './invoice-query';

/**
 * The address of the invoices' CSV file for these filters (admin only). A plain link downloads it: the session cookie
 * goes along, and the server names the file.
 */
export function invoicesExportUrl(filters: InvoiceListFilters): string {
  return apiUrl('/admin/invoices/export', invoiceFilterQuery(filters));
}

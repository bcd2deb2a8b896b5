import type { InvoiceSummary } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';
import { type InvoiceListFilters, invoicePageQuery } from './invoice-query';

export interface InvoicesParams extends InvoiceListFilters {
  offset: number;
}

/** How often the list is read again while a document's PDF is still being drawn (a moment after it is issued). */
const PREPARING_POLL_MS = 3_000;

/**
 * One page of the invoices and credit notes (GET /api/admin/invoices, admin only), newest first, with the number of all
 * that match. While one of them has no PDF yet, the page is read again every few seconds until it has.
 */
export function useInvoices({ offset, ...filters }: InvoicesParams) {
  const query = invoicePageQuery(filters, offset);
  return useQuery({
    queryKey: [ACCOUNT_QUERY_KEY, 'invoices', query] as const,
    queryFn: ({ signal }) => apiGetPage<InvoiceSummary>('/admin/invoices', { params: query, signal }),
    // Keep showing the current page while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.items.some((document) => !document.ready) ? PREPARING_POLL_MS : false),
  });
}

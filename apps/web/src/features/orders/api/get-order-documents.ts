import type { InvoiceSummary } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

/** How soon a list with a document still being rendered is read again: the server renders one within about a second. */
export const DOCUMENT_READY_POLL_MS = 1_500;

export function getOrderDocuments(orderId: string, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return apiGet<InvoiceSummary[]>(`/orders/${encodeURIComponent(orderId)}/documents`, signal ? { signal } : {});
}

/**
 * An order's invoice and credit note (GET /api/orders/{id}/documents; the order's customer or an admin), oldest first.
 * Under the order keys, so that paying or cancelling the order reads them again; while one is not ready to download, the
 * list is read again shortly.
 */
export function useOrderDocuments(orderId: string) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'documents', orderId] as const,
    queryFn: ({ signal }) => getOrderDocuments(orderId, signal),
    refetchInterval: (query) => (query.state.data?.some((document) => !document.ready) ? DOCUMENT_READY_POLL_MS : false),
  });
}

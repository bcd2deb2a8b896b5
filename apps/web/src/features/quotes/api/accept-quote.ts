import type { InsertedId, QuoteAcceptInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY, PRODUCTS_QUERY_KEY, QUOTES_QUERY_KEY } from '@/lib/query-keys';

export interface AcceptQuoteRequest {
  quoteId: string;
  delivery: QuoteAcceptInput;
}

export async function acceptQuote({ quoteId, delivery }: AcceptQuoteRequest): Promise<InsertedId> {
  const { data } = await apiRequest<InsertedId>(`/quotes/${encodeURIComponent(quoteId)}/accept`, { method: 'POST', body: delivery });
  return data;
}

/** Accepts an answered quote, which places an order and takes its pieces off the stock: quotes, orders and parts are read again. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
      ]),
  });
}

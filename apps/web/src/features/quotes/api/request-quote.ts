import type { InsertedId, QuoteRequestInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from '@/lib/query-keys';

export async function requestQuote(request: QuoteRequestInput): Promise<InsertedId> {
  const { data } = await apiRequest<InsertedId>('/quotes', { method: 'POST', body: request });
  return data;
}

/** Requests a quote (POST /api/quotes), then reads the quote lists again. */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUOTES_QUERY_KEY }),
  });
}

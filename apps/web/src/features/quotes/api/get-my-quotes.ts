import { type Quote, QUOTE_PAGE_SIZE } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from '@/lib/query-keys';

/** One page of the signed-in customer's quotes, newest first (GET /api/quotes), with the number of all of them. */
export function useMyQuotes(offset: number) {
  const query = { limit: QUOTE_PAGE_SIZE, offset: offset > 0 ? offset : undefined };
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'mine', query] as const,
    queryFn: ({ signal }) => apiGetPage<Quote>('/quotes', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

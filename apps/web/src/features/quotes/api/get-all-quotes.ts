import { type Quote, QUOTE_PAGE_SIZE, QUOTE_STATUS_FILTERS, type QuoteStatusFilter } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { QUOTES_QUERY_KEY } from '@/lib/query-keys';

/** Quote Requests opens on the requests that wait for an answer. */
export const DEFAULT_QUOTE_FILTER: QuoteStatusFilter = 'requested';

/** Reads ?status= leniently: anything unusable is the default. */
export function quoteFilterFromSearch(searchParams: URLSearchParams): QuoteStatusFilter {
  return QUOTE_STATUS_FILTERS.find((filter) => filter === searchParams.get('status')) ?? DEFAULT_QUOTE_FILTER;
}

/** One page of every customer's quotes of one status, or all (GET /api/allquotes, admin), newest first. */
export function useAllQuotes({ status, offset }: { status: QuoteStatusFilter; offset: number }) {
  const query = { status, limit: QUOTE_PAGE_SIZE, offset: offset > 0 ? offset : undefined };
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'all', query] as const,
    queryFn: ({ signal }) => apiGetPage<Quote>('/allquotes', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
}

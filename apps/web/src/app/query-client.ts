import { QUERY_MAX_RETRY_DELAY_MS, QUERY_RETRIES, QUERY_STALE_TIME_MS } from '@partsmith/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Retries server and network failures up to QUERY_RETRIES times; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

/** Exponential back-off: 1 s, 2 s, 4 s, ... capped at QUERY_MAX_RETRY_DELAY_MS. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

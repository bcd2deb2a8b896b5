import { QUERY_MAX_RETRY_DELAY_MS, QUERY_RETRIES, QUERY_STALE_TIME_MS } from '@partsmith/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'BAD_REQUEST', 'bad'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'RATE_LIMITED', 'slow down'))).toBe(false);
  });

  it(`retries server and network failures ${QUERY_RETRIES} times`, () => {
    const serverError = new ApiError(503, 'INTERNAL', 'down');
    const networkError = new ApiError(0, 'NETWORK', 'offline');
    expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, networkError)).toBe(true);
    expect(shouldRetry(QUERY_RETRIES, networkError)).toBe(false);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(5)).toBe(QUERY_MAX_RETRY_DELAY_MS);
    expect(retryDelay(20)).toBe(30_000);
  });

  it('is the default of the app query client, with 5 minutes of freshness', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(options?.retry).toBe(shouldRetry);
    expect(options?.retryDelay).toBe(retryDelay);
  });
});

import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (autocannon's setupRequest), e.g. to send it as another account. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}

export async function load(
  url: string,
  seconds: number,
  { connections = 10, method = 'GET', headers, body, setupRequest }: LoadOptions = {},
): Promise<LoadResult> {
  const requests = setupRequest ? [{ method, headers, body, setupRequest }] : undefined;
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body, requests });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

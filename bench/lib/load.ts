import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/**
 * GETs `url` at a steady `rate` a second for `seconds` (steady-load.ts), in a process of its own: a pause of this
 * process, which keeps every earlier run's results, would count as the server's.
 */
export async function steadyLoad(url: string, { rate, seconds }: { rate: number; seconds: number }) {
  const script = fileURLToPath(new URL('./steady-load.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, url, String(rate), String(seconds)]);
  return JSON.parse(stdout) as { p50Ms: number; p99Ms: number; sendLagP99Ms: number; failures: number };
}

import { type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { pagePatterns } from './app/page-patterns';
import { AppRoutes, appRoutes } from './app/router';

export interface PrerenderedPage {
  /** What a first visit to the address shows before any data arrives. */
  markup: string;
  /** The API addresses the page reads on a first visit, for the HTML to preload. */
  reads: string[];
}

/**
 * The markup a first visit to `url` shows before any data arrives: the build writes it into index.html for the
 * public pages most visitors land on, and main.tsx hydrates it. See docs/decisions/0010-prerendered-landing-pages.md.
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // No boundary is too large to inline: otherwise React outlines it behind an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { markup: Buffer.concat(chunks).toString('utf8'), reads: await readsOf(queryClient) };
}

/** The address patterns of the app's pages, for the server to tell a page from an unknown address (page-patterns.ts). */
export const appPagePatterns = () => pagePatterns(appRoutes);

/**
 * The addresses the page's queries fetch once it runs in a browser. The prerender only builds them (nothing fetches
 * on the server), so each enabled query is run here against a `fetch` that records its address and fails. Only a
 * plain same-origin GET of the API can be preloaded: anything else fails the build.
 */
async function readsOf(queryClient: QueryClient): Promise<string[]> {
  const reads = new Set<string>();
  const unpreloadable: string[] = [];
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const credentials = init?.credentials ?? 'same-origin';
    if (method === 'GET' && credentials === 'same-origin' && address.startsWith('/api/')) reads.add(address);
    else unpreloadable.push(`${method} ${address} (credentials ${credentials})`);
    return Promise.reject(new Error('prerender: recording, not fetching'));
  };
  try {
    // TanStack's own rule: a query runs unless `enabled` is false or a function of the query that returns false.
    const enabled = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const { enabled: option } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
        return (typeof option === 'function' ? option(query) : option) !== false;
      });
    await Promise.allSettled(enabled.map(({ queryKey, options }) => queryClient.fetchQuery({ queryKey, queryFn: options.queryFn, retry: false })));
  } finally {
    globalThis.fetch = networkFetch;
  }
  if (unpreloadable.length > 0) throw new Error(`prerender: the page reads what a preload cannot fetch: ${unpreloadable.join(', ')}`);
  return [...reads];
}

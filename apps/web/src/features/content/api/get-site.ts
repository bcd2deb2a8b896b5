import type { SiteContent } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getSite(signal?: AbortSignal): Promise<SiteContent> {
  return apiGet<SiteContent>('/site', signal ? { signal } : {});
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'] as const,
  queryFn: ({ signal }) => getSite(signal),
});

/** The shop's contact details, about text, portfolio and blog posts, as configured on the server. */
export function useSite() {
  return useQuery(siteQueryOptions);
}

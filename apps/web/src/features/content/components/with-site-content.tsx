import type { SiteContent } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { useSite } from '../api/get-site';

/** Renders the shop's configured content once it has loaded; a failure shows the reason and a Retry button. */
export function WithSiteContent({ errorTitle, children }: { errorTitle: string; children: (site: SiteContent) => ReactNode }) {
  return (
    <QueryContent query={useSite()} loading={<InlineLoader />} errorTitle={errorTitle}>
      {children}
    </QueryContent>
  );
}

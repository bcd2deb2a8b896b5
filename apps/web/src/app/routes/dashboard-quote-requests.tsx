import { QuoteRequestsPage } from '@/features/quotes/pages/quote-requests-page';

export function Component() {
  return <QuoteRequestsPage />;
}

import { MyQuotesPage } from '@/features/quotes/pages/my-quotes-page';

export function Component() {
  return <MyQuotesPage />;
}

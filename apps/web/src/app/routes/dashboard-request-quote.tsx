import { useSearchParams } from 'react-router';
import { RequestQuotePage } from '@/features/quotes/pages/request-quote-page';

/** /dashboard/quotes/new?productId=…&quantity=…, linked from the purchase page. */
export function Component() {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get('productId') ?? '';
  const quantity = Number(searchParams.get('quantity'));
  return <RequestQuotePage key={productId} productId={productId} quantity={Number.isInteger(quantity) && quantity > 0 ? quantity : undefined} />;
}

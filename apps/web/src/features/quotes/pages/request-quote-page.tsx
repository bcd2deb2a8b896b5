import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatPieces, formatPrice } from '@/lib/format';
import { useQuotePart } from '../api/get-quote-part';
import { RequestQuoteForm } from '../components/request-quote-form';

interface RequestQuotePageProps {
  productId: string;
  /** The quantity typed on the purchase page, if any. */
  quantity: number | undefined;
}

/** /dashboard/quotes/new?productId=…&quantity=…: a quote request for more pieces than are in stock. */
export function RequestQuotePage({ productId, quantity }: RequestQuotePageProps) {
  usePageMeta({
    title: 'Request a quote',
    description: 'Ask for more pieces of a part than are in stock: we answer with a price and the date they can be ready.',
  });
  const part = useQuotePart(productId);

  return (
    <section>
      <SectionHeading
        as="h1"
        title="Request a quote"
        description="Need more pieces than we have in stock? Tell us how many and by when. We answer with a price and a date, by email and under My Quotes."
      />
      {productId === '' ? (
        <EmptyNote>
          Choose a part first.{' '}
          <Link to="/product" className="link font-medium link-primary">
            Browse parts
          </Link>
        </EmptyNote>
      ) : part.isPending ? (
        <InlineLoader label="Loading the part…" />
      ) : part.isError ? (
        <ErrorState error={part.error} onRetry={() => void part.refetch()} retrying={part.isFetching} title="We could not load this part" />
      ) : (
        <div className="space-y-6">
          <dl className="grid gap-3 rounded-box border border-base-300 bg-base-200/60 p-4 sm:grid-cols-4">
            <div className="sm:col-span-1">
              <dt className="text-sm text-base-content/75">Part</dt>
              <dd className="font-semibold [overflow-wrap:anywhere]">{part.data.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">Price per piece</dt>
              <dd className="font-semibold">{formatPrice(part.data.price)}</dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">In stock</dt>
              <dd className="font-semibold">{formatPieces(part.data.available)}</dd>
            </div>
            <div>
              <dt className="text-sm text-base-content/75">Minimum order</dt>
              <dd className="font-semibold">{formatPieces(part.data.minimum)}</dd>
            </div>
          </dl>
          <RequestQuoteForm product={part.data} quantity={quantity} />
        </div>
      )}
    </section>
  );
}

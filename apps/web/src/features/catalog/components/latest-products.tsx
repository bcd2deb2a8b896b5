import { HOME_PRODUCT_COUNT } from '@partsmith/contract/constants';
import { webMessages } from '@partsmith/contract/web-messages';
import { Link } from 'react-router';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** Home page section: the newest parts. */
export function LatestProducts() {
  const products = useProducts({ limit: HOME_PRODUCT_COUNT });

  return (
    <section aria-labelledby="latest-parts-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading
        id="latest-parts-heading"
        eyebrow="Fresh from the factory"
        title="Latest parts"
        description="The newest additions to our catalogue, priced per piece."
        action={
          <Link to="/product" className="btn btn-outline btn-primary">
            View all parts
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M5 12h14m-6-6 6 6-6 6" />
            </svg>
          </Link>
        }
      />
      <QueryContent
        query={products}
        loading={<ProductGridSkeleton count={HOME_PRODUCT_COUNT} />}
        errorTitle="We could not load the latest parts"
        isEmpty={(data) => data.products.length === 0}
        empty={() => <EmptyNote>{webMessages.noParts}</EmptyNote>}
      >
        {(data) => <ProductGrid products={data.products} />}
      </QueryContent>
    </section>
  );
}

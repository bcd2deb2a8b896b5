import type { Product } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { isOutOfStock } from '@partsmith/contract/constants';
import { isProductNotFound, useProduct } from '../api/get-product';
import { PartNotFound } from '../components/part-not-found';
import { OutOfStockNotice, ProductDetails, ProductDetailsSkeleton } from '../components/product-details';

interface ProductDetailPageProps {
  productId: string;
  /** Rendered below the details once the part has loaded, unless it is out of stock: the place for the purchase form. */
  children?: (product: Product) => ReactNode;
  /** Whether an out-of-stock part offers "Request a quote" (customers may ask for one, admins answer them). */
  offerQuote?: boolean;
}

export function ProductDetailPage({ productId, children, offerQuote = true }: ProductDetailPageProps) {
  const { data: product, error, isPending, isError, isFetching, refetch } = useProduct(productId);
  const notFound = isProductNotFound(error);
  usePageMeta({
    title: product?.name ?? (notFound ? 'Part not found' : 'Product'),
    description: product?.description ?? 'A computer part sold per piece: its price, minimum order and stock, with the purchase form.',
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/product">Products</Link>
          </li>
          <li>
            <span aria-current="page">{product?.name ?? (isPending ? 'Loading…' : 'Part')}</span>
          </li>
        </ul>
      </nav>

      {isPending ? (
        <ProductDetailsSkeleton />
      ) : notFound ? (
        <PartNotFound message={error.message} backTo="/product" backLabel="Browse all parts" />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} title="We could not load this part" />
      ) : (
        <>
          <ProductDetails product={product} />
          {children && (
            <div className="mt-10">
              {isOutOfStock(product) ? <OutOfStockNotice productId={product._id} minimum={product.minimum} offerQuote={offerQuote} /> : children(product)}
            </div>
          )}
        </>
      )}
    </div>
  );
}
